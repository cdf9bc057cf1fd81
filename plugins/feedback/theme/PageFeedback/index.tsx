/**
 * "Was this page helpful?" at the bottom of each doc page: yes/no, an optional comment, POSTed as
 * JSON. A failure shows the error and keeps everything typed; no endpoint configured hides it.
 */
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useClientConfig} from '@site/src/lib/use-client-config';
import {feedbackEndpoint, submitFeedback, FEEDBACK_MAX_COMMENT_CHARS} from '../../submit';
import styles from './styles.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

export default function PageFeedback(): ReactNode {
  const config = useClientConfig();
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  // Base for a relative endpoint; on the server only absolute endpoints count.
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const endpoint = feedbackEndpoint(config.feedback.url, base);
  if (!endpoint) return null;

  if (status === 'sent') {
    return (
      <div className={styles.feedback} role="status">
        <Translate id="feedback.thanks" description="Shown after page feedback was sent">
          Thank you for your feedback!
        </Translate>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (helpful === null || status === 'sending') return;
    setStatus('sending');
    const result = await submitFeedback(endpoint, {page: pathname, helpful, comment, locale: i18n.currentLocale});
    setStatus(result);
  };

  return (
    <form className={styles.feedback} onSubmit={onSubmit} aria-labelledby={`${id}-question`}>
      <div className={styles.row}>
        <p className={styles.question} id={`${id}-question`}>
          <Translate id="feedback.question" description="Question at the bottom of each doc page">
            Was this page helpful?
          </Translate>
        </p>
        <div className={styles.choices} role="group" aria-labelledby={`${id}-question`}>
          <button type="button" className={styles.choice} aria-pressed={helpful === true} onClick={() => setHelpful(true)}>
            <Translate id="feedback.yes" description="Answer: the page was helpful">
              Yes
            </Translate>
          </button>
          <button type="button" className={styles.choice} aria-pressed={helpful === false} onClick={() => setHelpful(false)}>
            <Translate id="feedback.no" description="Answer: the page was not helpful">
              No
            </Translate>
          </button>
        </div>
      </div>
      {helpful !== null && (
        <>
          <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
            <Translate id="feedback.commentLabel" description="Label of the optional feedback comment">
              Anything we could improve? (optional)
            </Translate>
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            value={comment}
            maxLength={FEEDBACK_MAX_COMMENT_CHARS}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
          />
          <div className={styles.row}>
            <button type="submit" className="button button--primary button--sm" disabled={status === 'sending'}>
              {status === 'sending'
                ? translate({id: 'feedback.sending', message: 'Sending…', description: 'Feedback button while sending'})
                : translate({id: 'feedback.submit', message: 'Send feedback', description: 'Feedback submit button'})}
            </button>
            {status === 'failed' && (
              <p className={styles.error} role="alert">
                <Translate id="feedback.error" description="Shown when page feedback could not be sent">
                  {"Couldn't submit feedback. Please try again later."}
                </Translate>
              </p>
            )}
          </div>
        </>
      )}
    </form>
  );
}
