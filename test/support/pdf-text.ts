/**
 * The text of each page of a PDF as pdf.js reads it (what a reader's search and copy see): the text
 * items of a line joined as they are, lines by '\n'. For tests that read what a PDF says.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes the buffer over, and the caller may still want its bytes.
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The PDF's metadata as pdf.js reads it: Title, Author, CreationDate… */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    return (await document.getMetadata()).info as Record<string, unknown>;
  } finally {
    await document.destroy();
  }
}
