import type { AreaOf } from '../en';
import { host as english, type hostAddSlide, type hostEditorRunning } from '../en/host';

/*
 * Host pages are English only by design for now (ADR 25): this language takes the English
 * messages, so its catalog is complete. A translation replaces the spread. The "add slide"
 * picker's words (issue 18) and the editor's running-event notice are translated already,
 * typed so none can be forgotten.
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

const editorRunning: AreaOf<typeof hostEditorRunning> = {
  'host.editor.running.title': 'Gerade läuft ein Event',
  'host.editor.running.text':
    'Das laufende Event (Code {code}) behält die Folien, mit denen es gestartet ist. Deine Änderungen gelten ab dem nächsten Event.',
  'host.editor.running.console': 'Gastgeber-Konsole öffnen',
};

export const host: AreaOf<typeof english> = { ...english, ...addSlide, ...editorRunning };
