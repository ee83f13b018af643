// A Map of locations that starts out in a compact or borrowed form and becomes
// a real Map the first time it is iterated or changed. Subclasses answer
// single look-ups (get/has) from their compact form and implement `fill()`,
// which must add every entry through `store()` and drop the compact form.
import type { NodeLocation } from './types';

export abstract class LazyLocations extends Map<string, NodeLocation> {
  protected abstract fill(): void;

  /** Adds an entry to the real Map without triggering `fill()`. */
  protected store(key: string, value: NodeLocation): void {
    super.set(key, value);
  }

  override set(key: string, value: NodeLocation): this {
    this.fill();
    return super.set(key, value);
  }
  override delete(key: string): boolean {
    this.fill();
    return super.delete(key);
  }
  override forEach(cb: (value: NodeLocation, key: string, map: Map<string, NodeLocation>) => void, thisArg?: unknown): void {
    this.fill();
    super.forEach(cb, thisArg);
  }
  override entries(): MapIterator<[string, NodeLocation]> {
    this.fill();
    return super.entries();
  }
  override keys(): MapIterator<string> {
    this.fill();
    return super.keys();
  }
  override values(): MapIterator<NodeLocation> {
    this.fill();
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[string, NodeLocation]> {
    this.fill();
    return super[Symbol.iterator]();
  }
}
