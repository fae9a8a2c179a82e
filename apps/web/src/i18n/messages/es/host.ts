import type { AreaOf } from '../en';
import { host as english, type hostAddSlide, type hostEditorRunning } from '../en/host';

/*
 * Host pages are English only by design for now (ADR 25): this language takes the English
 * messages, so its catalog is complete. A translation replaces the spread. The "add slide"
 * picker's words (issue 18) and the editor's running-event notice are translated already,
 * typed so none can be forgotten.
 */
const addSlide: AreaOf<typeof hostAddSlide> = {
  'host.addSlide.title': 'Añadir una diapositiva',
  'host.addSlide.search': 'Buscar un tipo de diapositiva',
  'host.addSlide.searchPlaceholder': 'Buscar: quiz, ruleta, nube de palabras…',
  'host.addSlide.groups': 'Grupos de tipos de diapositiva',
  'host.addSlide.all': 'Todos',
  'host.addSlide.group.icebreaker': 'Rompehielos',
  'host.addSlide.group.quiz': 'Quiz',
  'host.addSlide.group.opinion': 'Opinión',
  'host.addSlide.group.presentation': 'Presentación',
  'host.addSlide.about.icebreaker': 'Para que todos hablen y se rían antes que nada.',
  'host.addSlide.about.quiz': 'Preguntas con una respuesta correcta: las respuestas correctas y rápidas puntúan más.',
  'host.addSlide.about.opinion': 'Lo que piensa la sala, en directo: sin respuesta correcta, sin puntos.',
  'host.addSlide.about.presentation': 'Entre los juegos: decir algo, mostrar las puntuaciones.',
  'host.addSlide.found':
    '{count, plural, =0 {Ningún tipo de diapositiva encontrado} one {# tipo de diapositiva} other {# tipos de diapositiva}}',
  'host.addSlide.none': 'Ningún tipo de diapositiva coincide con «{query}».',
  'host.addSlide.showAll': 'Mostrar todos los tipos',
  'host.addSlide.keys': 'Las flechas pasan de un tipo a otro; Intro añade uno.',
};

const editorRunning: AreaOf<typeof hostEditorRunning> = {
  'host.editor.running.title': 'Hay un evento en curso',
  'host.editor.running.text':
    'El evento en curso (código {code}) conserva las diapositivas con las que empezó. Tus cambios se aplicarán al próximo evento.',
  'host.editor.running.console': 'Abrir la consola del anfitrión',
};

export const host: AreaOf<typeof english> = { ...english, ...addSlide, ...editorRunning };
