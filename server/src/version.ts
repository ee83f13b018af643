// The toolkit's version. One place: the root package.json; the build
// (scripts/build.mjs) stamps it into every bundle as ATDF_VERSION, and
// scripts/stamp-version.mjs copies it into server/package.json on `npm version`.
// Run from source (tsx), there is no stamp.
declare const ATDF_VERSION: string | undefined;

export const VERSION: string = typeof ATDF_VERSION === 'string' ? ATDF_VERSION : '0.0.0-source';
