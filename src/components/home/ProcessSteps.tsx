import styles from './ProcessSteps.module.css'

/** The product process (order → pay → pick up / receive → use) as numbered steps. */
export function ProcessSteps({
  steps,
  headingLevel = 3,
}: {
  steps: { title: string; text: string | null }[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={styles.steps} data-testid="process-steps">
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          {step.text ? <p className={styles.text}>{step.text}</p> : null}
        </li>
      ))}
    </ol>
  )
}
