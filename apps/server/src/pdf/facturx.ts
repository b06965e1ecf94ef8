// Makes a document PDF a Factur-X / ZUGFeRD invoice (profile EN 16931): a PDF/A-3b file (pdfkit's
// PDF/A subset: XMP metadata, an sRGB output intent; our fonts are always embedded) that carries the
// CII XML as its associated file `factur-x.xml` (AFRelationship Alternative) and says so in its XMP with
// the Factur-X extension schema (Factur-X 1.07 / ZUGFeRD 2.3, section 'PDF/A-3 requirements').
import type PDFDocument from 'pdfkit';

export const FACTURX_FILENAME = 'factur-x.xml';

export const facturXDocumentOptions = { pdfVersion: '1.7', subset: 'PDF/A-3b' } as const;

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;

function facturXMetadata(conformanceLevel: string): string {
  return `
        <rdf:Description xmlns:fx="${FX_NAMESPACE}" rdf:about="">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface MetadataDocument {
  info: Record<string, unknown>;
  endMetadata(): void;
  appendXML(xml: string): void;
}

/** Attaches the XML and the Factur-X metadata; call before doc.end(). */
export function attachFacturX(
  doc: typeof PDFDocument.prototype,
  xml: string,
  options: { conformanceLevel: string; modified: Date },
): void {
  doc.file(Buffer.from(xml, 'utf8'), {
    name: FACTURX_FILENAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X/ZUGFeRD invoice',
    creationDate: options.modified,
    modifiedDate: options.modified,
  });
  const metadata = doc as unknown as MetadataDocument;
  metadata.appendXML(facturXMetadata(options.conformanceLevel));
  // pdfkit copies the Info dictionary's Title and Author into the XMP as they are; a business called
  // 'Smith & Sons' would make the XMP unreadable. The Info dictionary is written before the XMP, so the
  // XMP alone gets the escaped text.
  const endMetadata = metadata.endMetadata.bind(doc);
  metadata.endMetadata = () => {
    for (const [key, value] of Object.entries(metadata.info)) {
      if (typeof value === 'string') metadata.info[key] = escapeXml(value);
    }
    endMetadata();
  };
}
