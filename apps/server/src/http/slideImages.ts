import type { FastifyInstance, FastifyReply } from 'fastify';
import { RECAP_IMAGES_PATH, Reason } from '@mingle/shared';
import { attachmentHeader } from '../reports/downloadName';
import { ChromiumMissingError, ShooterBusyError } from '../screencap/chromium';
import type { RecapReadLimit } from '../recaps/recapLimit';
import type { SlideImages } from '../screencap/slideImages';

export const CHROMIUM_MISSING_MESSAGE =
  'Slide images are not available on this server: they are drawn by Chromium, which is not installed. ' +
  'Install it (Debian and Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to its executable; see "Slide images" in the README.';

const FILE = /^([a-z]{1,20})\.png$/;

function notFound(reply: FastifyReply) {
  return reply.status(404).send({
    error: 'not-found',
    reason: Reason.RECAP_NOT_FOUND,
    message: 'This recap slide does not exist, or its host turned the recap off',
  });
}

/**
 * A public recap slide as a PNG (`/v1/functions/recaps/{recapId}/slides/{slide}/{step}.png`,
 * ADR 45): for "download slide as image" (`?download=1`: an attachment) and for the recap's
 * link preview. Public as the recap is; a turned-off recap, an unknown one, a slide or step it
 * does not have are the same 404. `no-cache` with an ETag: a browser or proxy asks again each
 * time (so turning a recap off takes effect at once) and gets a 304 when nothing changed.
 */
export function registerSlideImageRoutes(app: FastifyInstance, images: SlideImages, reads: RecapReadLimit): void {
  app.get<{ Params: { recapId: string; slide: string; file: string }; Querystring: { download?: string } }>(
    `${RECAP_IMAGES_PATH}/:recapId/slides/:slide/:file`,
    async (req, reply) => {
      const { recapId, slide, file } = req.params;
      const step = FILE.exec(file)?.[1];
      if (!step) return notFound(reply);
      // Each new picture is a Chromium drawing: one address cannot ask for them without end.
      const read = await reads.take(req.ip);
      if (!read.allowed)
        return reply.status(429).header('retry-after', String(read.retryAfterS)).send({
          error: 'rate-limited',
          reason: Reason.RATE_LIMITED,
          retryAfterS: read.retryAfterS,
          message: 'Too many slide images asked for from your network. Try again in a minute.',
        });
      let image;
      try {
        image = await images.image(recapId, slide, step);
      } catch (err) {
        if (err instanceof ChromiumMissingError) {
          req.log.warn({ reason: err.message }, 'slide image asked for, but Chromium is missing');
          return reply
            .status(503)
            .send({ error: 'chromium-missing', reason: Reason.SERVICE_UNAVAILABLE, message: CHROMIUM_MISSING_MESSAGE });
        }
        if (err instanceof ShooterBusyError)
          return reply.status(503).header('retry-after', '5').send({
            error: 'busy',
            reason: Reason.SERVICE_UNAVAILABLE,
            message: 'Many slide images are being drawn. Try again in a few seconds.',
          });
        throw err;
      }
      if (!image) return notFound(reply);
      const etag = `"${image.etag}"`;
      void reply.header('cache-control', 'no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const disposition = attachmentHeader(image.fileName);
      return reply
        .type('image/png')
        .header('content-disposition', req.query.download === undefined ? disposition.replace(/^attachment/, 'inline') : disposition)
        .send(image.png);
    },
  );
}
