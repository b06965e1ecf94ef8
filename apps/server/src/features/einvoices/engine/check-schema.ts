// Checks an XML document against one of the vendored XML schemas with libxml2 compiled to WebAssembly
// (xmllint-wasm, which runs each check in a worker thread of its own). The schema files are read once.
// Nothing is fetched: every file a schema imports is handed over beforehand.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML, memoryPages } from 'xmllint-wasm';
import { EINVOICE_ASSETS, SCHEMA_FILES, type SchemaSet } from './rule-sets';

interface XmlFile {
  fileName: string;
  contents: string;
}

const loaded = new Map<SchemaSet, { main: XmlFile; preload: XmlFile[] }>();

function filesOf(folder: string, under = ''): XmlFile[] {
  return fs.readdirSync(path.join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesOf(folder, relative);
    if (!entry.name.endsWith('.xsd')) return [];
    return [{ fileName: relative, contents: fs.readFileSync(path.join(folder, relative), 'utf8') }];
  });
}

function schemaOf(set: SchemaSet) {
  let schema = loaded.get(set);
  if (!schema) {
    const { folder, main } = SCHEMA_FILES[set];
    const files = filesOf(path.join(EINVOICE_ASSETS, folder));
    const mainFile = files.find((file) => file.fileName === main);
    if (!mainFile) throw new Error(`${main} is missing from ${folder}`);
    schema = { main: mainFile, preload: files.filter((file) => file !== mainFile) };
    loaded.set(set, schema);
  }
  return schema;
}

/** The schema's complaints, one line each; empty when the document is valid. */
export async function checkSchema(set: SchemaSet, xml: string): Promise<string[]> {
  const schema = schemaOf(set);
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schema.main],
    preload: schema.preload,
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
