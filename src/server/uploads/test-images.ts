import sharp from 'sharp';

/** Real images made by sharp for tests; nothing is read from disk or the network. */
const base = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });

export const makePng = async (width?: number, height?: number) =>
  new Uint8Array(await base(width, height).png().toBuffer());
export const makeGif = async () => new Uint8Array(await base().gif().toBuffer());
export const makeWebp = async () => new Uint8Array(await base().webp().toBuffer());

/** A JPEG carrying camera EXIF and a GPS position, as phones write them. */
export const makeJpegWithGps = async () =>
  new Uint8Array(
    await base(80, 60)
      .jpeg()
      .withExif({
        IFD0: { Make: 'LeakyCam', Model: 'Model 7', Copyright: 'Jane Doe' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 3900/100',
        },
      })
      .toBuffer(),
  );

/** True when an EXIF block has a GPS sub-directory pointer (tag 0x8825, either byte order). */
export function exifHasGps(exif: Uint8Array | undefined): boolean {
  if (!exif) return false;
  const bytes = Buffer.from(exif);
  return bytes.includes(Buffer.from([0x25, 0x88])) || bytes.includes(Buffer.from([0x88, 0x25]));
}

export const textFile = () => new TextEncoder().encode('Just some notes, not a picture at all.\n');

/** A valid PNG with a script page appended: opens as an image and, served as HTML, as a page. */
export const makePngHtmlPolyglot = async () => {
  const png = await makePng();
  const page = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');
  return new Uint8Array(Buffer.concat([png, page]));
};

/** The classic GIF/JavaScript polyglot: a GIF header that is also a valid script. */
export const gifScriptPolyglot = () =>
  new TextEncoder().encode('GIF89a/*\x01\x00\x01\x00\x00\xff\x00,*/=1;alert(document.domain);//');
