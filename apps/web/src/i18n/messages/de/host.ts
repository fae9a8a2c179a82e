import type { AreaOf } from '../en';
import { host as english, type hostAddSlide } from '../en/host';

/*
 * Host pages are English only by design for now (ADR 25): this language takes the English
 * messages, so its catalog is complete. A translation replaces the spread. The "add slide"
 * picker's words are translated already (issue 18), typed so none can be forgotten.
 */
const addSlide: AreaOf<typeof hostAddSlide> = {
  'host.addSlide.title': 'Folie hinzufügen',
  'host.addSlide.search': 'Folientyp suchen',
  'host.addSlide.searchPlaceholder': 'Suchen: Quiz, Glücksrad, Wortwolke…',
  'host.addSlide.groups': 'Gruppen von Folientypen',
  'host.addSlide.all': 'Alle',
  'host.addSlide.group.icebreaker': 'Eisbrecher',
  'host.addSlide.group.quiz': 'Quiz',
  'host.addSlide.group.opinion': 'Meinung',
  'host.addSlide.group.presentation': 'Präsentation',
  'host.addSlide.about.icebreaker': 'Bringt alle ins Gespräch und zum Lachen, bevor es losgeht.',
  'host.addSlide.about.quiz': 'Fragen mit richtiger Antwort: Wer schnell richtig antwortet, punktet am meisten.',
  'host.addSlide.about.opinion': 'Was der Raum denkt, live: keine richtige Antwort, keine Punkte.',
  'host.addSlide.about.presentation': 'Zwischen den Spielen: etwas sagen, die Punktestände zeigen.',
  'host.addSlide.found': '{count, plural, =0 {Kein Folientyp gefunden} one {# Folientyp} other {# Folientypen}}',
  'host.addSlide.none': 'Kein Folientyp passt zu „{query}“.',
  'host.addSlide.showAll': 'Alle Typen zeigen',
  'host.addSlide.keys': 'Pfeiltasten wechseln zwischen den Typen, Enter fügt einen hinzu.',
};

export const host: AreaOf<typeof english> = { ...english, ...addSlide };
