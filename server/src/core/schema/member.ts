// What counts as a member of an object: an own enumerable property, what
// JSON.stringify writes and Object.keys lists (inherited or hidden properties
// are not data). Both passes ask it the same way, so they agree.

export const isMember = (obj: object, name: string): boolean => Object.prototype.propertyIsEnumerable.call(obj, name);
