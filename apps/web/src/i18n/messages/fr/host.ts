import type { AreaOf } from '../en';
import { host as english, type hostAddSlide, type hostEditorRunning } from '../en/host';

/*
 * Host pages are English only by design for now (ADR 25): this language takes the English
 * messages, so its catalog is complete. A translation replaces the spread. The "add slide"
 * picker's words (issue 18) and the editor's running-event notice are translated already,
 * typed so none can be forgotten.
 */
const addSlide: AreaOf<typeof hostAddSlide> = {
  'host.addSlide.title': 'Ajouter une diapositive',
  'host.addSlide.search': 'Trouver un type de diapositive',
  'host.addSlide.searchPlaceholder': 'Rechercher : quiz, roue, nuage de mots…',
  'host.addSlide.groups': 'Groupes de types de diapositives',
  'host.addSlide.all': 'Tout',
  'host.addSlide.group.icebreaker': 'Brise-glace',
  'host.addSlide.group.quiz': 'Quiz',
  'host.addSlide.group.opinion': 'Opinion',
  'host.addSlide.group.presentation': 'Présentation',
  'host.addSlide.about.icebreaker': 'Faire parler et rire tout le monde avant toute chose.',
  'host.addSlide.about.quiz': 'Des questions avec une bonne réponse : les bonnes réponses rapides rapportent le plus.',
  'host.addSlide.about.opinion': 'Ce que pense la salle, en direct : pas de bonne réponse, pas de points.',
  'host.addSlide.about.presentation': 'Entre les jeux : dire quelque chose, montrer les scores.',
  'host.addSlide.found':
    '{count, plural, =0 {Aucun type de diapositive trouvé} one {# type de diapositive} other {# types de diapositives}}',
  'host.addSlide.none': 'Aucun type de diapositive ne correspond à « {query} ».',
  'host.addSlide.showAll': 'Afficher tous les types',
  'host.addSlide.keys': 'Les flèches passent d’un type à l’autre, Entrée en ajoute un.',
};

const editorRunning: AreaOf<typeof hostEditorRunning> = {
  'host.editor.running.title': 'Un événement est en cours',
  'host.editor.running.text':
    'L’événement en cours (code {code}) garde les diapositives avec lesquelles il a commencé. Vos modifications s’appliqueront au prochain événement.',
  'host.editor.running.console': 'Ouvrir la console de l’organisateur',
};

export const host: AreaOf<typeof english> = { ...english, ...addSlide, ...editorRunning };
