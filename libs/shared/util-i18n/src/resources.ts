// Every English string in one object, for the server and tools. Not in the main entry: the sites
// load each namespace from its own file (english-loaders.ts), and a static path to all of them
// would put them in every site's first download (tools/bench/first-load.ts).
export * from './lib/resources';
