// The JSON of the data files: strict parsing with every problem located (line, column, an excerpt of the file),
// and finding a value's place in a file again, for errors and CI annotations that point at the data.
export { parseJson, readJsonFile, type JsonText } from './parse.ts';
export { createJsonSourceFile, projectPath, readDataSources, type JsonLocation, type JsonSourceFile } from './locations.ts';
