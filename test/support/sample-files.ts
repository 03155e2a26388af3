import { crc32 } from 'node:zlib';

/** A zip archive of stored (uncompressed) entries: enough structure for a reader of its directory. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';

/** Small files of each accepted type, with the leading bytes their formats begin with. */
export const sampleFiles = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('....IHDR fake image data'),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake image data')]),
  ole: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 0)]),
  docx: storedZip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>' }),
  xlsx: storedZip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' }),
  zip: storedZip({ 'notes.txt': 'just a zip' }),
  txt: Buffer.from('Quarterly note: NAV up 8.68% — café\n', 'utf8'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>', 'utf8'),
};
