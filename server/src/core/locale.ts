// The languages the engine writes its messages in. Every catalog (the ATDF
// rules', the schema validator's, the server's in server/src/core/messages) is keyed by it.
export type Locale = 'en' | 'es' | 'pt';
