import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILES_PATH } from '@mingle/shared';
import { EXTENSION_OF, sniffImageType } from '../storage/sniff';

/**
 * How a template file names one of the images shipped with it: `template:` and its path under
 * `templates/images/` (`template:flags/japan.svg`). Only template files use this; the loader
 * turns it into the address of the stored file before the deck is checked (docs/adr/0049).
 */
export const TEMPLATE_IMAGE_SCHEME = 'template:';
const IMAGE_NAME = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png)$/;

/** An image shipped with the templates, and where it is stored on every server. */
export interface BundledImage {
  /** Its path under `templates/images/`: `flags/japan.svg`. */
  name: string;
  /** Its storage key: made of its bytes' hash, so every server and every restart agree on it. */
  key: string;
  /** The address template slides carry: `/v1/functions/files/<key>`. */
  url: string;
  /** The file as shipped; stored through the upload's checks (`storeTemplateImages`). */
  bytes: Buffer;
}

/**
 * Reads one shipped image by its name, or says in words why it cannot be used. The key is a
 * hash of the shipped bytes (not of what the sanitiser makes of them), so it is known without
 * storing anything and changes whenever the file does.
 */
export function readBundledImage(dir: string, name: string): BundledImage | string {
  if (!IMAGE_NAME.test(name))
    return `"${TEMPLATE_IMAGE_SCHEME}${name}" must name a .svg or .png file under templates/images in lower-case words joined by - and /`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(dir, name));
  } catch {
    return `"${TEMPLATE_IMAGE_SCHEME}${name}": there is no file templates/images/${name}`;
  }
  const type = sniffImageType(bytes);
  if (!type || EXTENSION_OF[type] !== name.split('.').pop())
    return `"${TEMPLATE_IMAGE_SCHEME}${name}": templates/images/${name} is not a readable ${name.split('.').pop()} image`;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const key = `${hash.slice(0, 2)}/tpl-${hash.slice(0, 40)}.${EXTENSION_OF[type]}`;
  return { name, key, url: `${FILES_PATH}/${key}`, bytes };
}

/** A `template:` reference found in a template document, at its field. */
export interface ImageReference {
  path: string;
  image: BundledImage;
}

/**
 * Replaces every `template:<name>` text in a template document with its stored address, in
 * place. Each field is named as `deckImages` names it (`slides[0].options[1].image`), so the
 * loader can check that references sit in image fields only.
 * @returns the references found and the problems (a missing or unreadable file, at its field).
 */
export function resolveTemplateImages(
  doc: unknown,
  read: (name: string) => BundledImage | string,
): { references: ImageReference[]; problems: string[] } {
  const references: ImageReference[] = [];
  const problems: string[] = [];
  const walk = (value: unknown, path: string, set: (v: string) => void) => {
    if (typeof value === 'string') {
      if (!value.startsWith(TEMPLATE_IMAGE_SCHEME)) return;
      const image = read(value.slice(TEMPLATE_IMAGE_SCHEME.length));
      if (typeof image === 'string') problems.push(`${path}: ${image}`);
      else {
        references.push({ path, image });
        set(image.url);
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, (v) => (value[i] = v)));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, inner] of Object.entries(record)) walk(inner, path ? `${path}.${key}` : key, (v) => (record[key] = v));
    }
  };
  walk(doc, '', () => undefined);
  return { references, problems };
}
