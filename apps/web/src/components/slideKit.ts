/*
 * The deck screens read slide types through here: the web registry (slides/registry.ts)
 * brings icons, labels and one-line summaries, also for the format's types it only shows.
 */
export {
  webSlideTypeOf,
  slideTypeIcon as slideIcon,
  slideTypeLabel as slideLabel,
  slideSummary,
  slideSteps,
  slideLine,
  typeAndText,
} from '../slides/registry';
