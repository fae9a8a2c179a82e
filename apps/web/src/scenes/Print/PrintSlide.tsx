import type { Slide } from '@mingle/shared';
import { Markdown } from '../../slides/common/Markdown';
import { optionLetter } from '../../slides/common/palette';
import classes from './Print.module.css';
import { printDetails } from './printDetails';

interface PrintSlideProps {
  slide: Slide;
  index: number;
  showAnswers: boolean;
  showNotes: boolean;
}

/** One slide on paper: type, question, options with the correct ones marked, settings, notes. */
export function PrintSlide({ slide, index, showAnswers, showNotes }: PrintSlideProps) {
  const d = printDetails(slide);
  // A handout must not give the answer away through the settings line either.
  const facts = showAnswers ? d.facts : d.facts.filter((f) => !f.startsWith('Answer'));
  return (
    <article className={classes.slide} aria-labelledby={`slide-${index}`}>
      <div className={classes.slideHead}>
        <span className={classes.number}>{index + 1}</span>
        <span className={classes.type}>{d.typeLabel}</span>
        {facts.length > 0 && <span className={classes.facts}>{facts.join(' · ')}</span>}
      </div>
      <h2 id={`slide-${index}`} className={classes.main}>
        {d.main}
      </h2>
      {d.body && <Markdown className={classes.body}>{d.body}</Markdown>}
      {d.image && <img className={classes.image} src={d.image} alt="" />}
      {d.choices.length > 0 && (
        <ol className={classes.choices}>
          {d.choices.map((c, i) => {
            const marked = showAnswers && c.mark;
            return (
              <li key={i} className={marked ? (c.mark === 'lie' ? classes.lie : classes.correct) : undefined}>
                <span className={classes.letter}>{optionLetter(i)}</span>
                {c.image && (
                  <img className={classes.choiceImage} src={c.image} alt={c.text ? '' : `Picture of option ${optionLetter(i)}`} />
                )}
                <span className={classes.choiceText}>{c.text}</span>
                {marked && <span className={classes.mark}>{c.mark === 'lie' ? '✗ The lie' : '✓ Correct'}</span>}
              </li>
            );
          })}
        </ol>
      )}
      {d.lists
        .filter((l) => showAnswers || l.title === 'Items' || l.title === 'Statements')
        .map((l) => {
          const List = l.ordered ? 'ol' : 'ul';
          return (
            <div key={l.title} className={classes.list}>
              <h3>{l.title}</h3>
              <List>
                {l.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </List>
            </div>
          );
        })}
      {showAnswers && d.explanation && (
        <p className={classes.explanation}>
          <b>Explanation.</b> {d.explanation}
        </p>
      )}
      {showNotes && d.notes && (
        <div className={classes.notes}>
          <h3>Host notes</h3>
          <p>{d.notes}</p>
        </div>
      )}
    </article>
  );
}
