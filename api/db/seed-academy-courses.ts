// The Academy's own courses for hiring customers: written for the people who use the product to hire —
// owners, hiring managers and the staff who sit on interview panels. Lessons are Markdown of the safe subset the
// Academy renders (headings, paragraphs, lists, bold, italics, links).

export interface SeedQuestion {
  prompt: string;
  kind: "single" | "multiple";
  options: string[];
  correct: number[];
  explanation: string;
}

export interface SeedCourse {
  title: string;
  summary: string;
  passMark: number;
  lessons: { title: string; body: string }[];
  questions: SeedQuestion[];
}

export const ACADEMY_COURSES: SeedCourse[] = [
  {
    title: "Structured interviewing",
    summary:
      "Plan, run and score interviews so that every candidate for a role is asked the same questions and judged against the same standard.",
    passMark: 75,
    lessons: [
      {
        title: "Why structure beats a good conversation",
        body: `An unstructured interview feels natural: you chat, follow whatever comes up, and leave with a feeling about the person. The trouble is that the feeling is mostly about the conversation, not about the job. Two interviewers who meet the same candidate on the same day often come away with opposite views, and decades of research on hiring show that free-form interviews predict later performance only weakly.

A **structured interview** fixes three things in advance:

- **The questions.** Every candidate for the role is asked the same core questions, in the same order.
- **What a good answer looks like.** Each question has a short scoring guide written before the first interview.
- **How answers are scored.** Each interviewer scores each answer on its own, before talking to anyone else.

Structure does not make the interview cold. You still welcome the candidate, explain how the conversation will go and leave time for their questions. What changes is that the part you *judge* is the same for everyone, so the comparison between candidates is fair and the decision can be explained afterwards.

## What you gain

Structured interviews are more accurate, quicker to compare and much easier to defend if a decision is ever questioned. They also make interviewing teachable: a new manager can run a good interview on their first day because the hard thinking was done when the questions were written.`,
      },
      {
        title: "Writing questions from the job, not from habit",
        body: `Good questions start from what the job actually needs. Before you write a single question, list the four to six things that separate someone who does this job well from someone who struggles. For a dental receptionist that might be calm handling of upset patients, accuracy with bookings and payments, and clear phone manner; for a warehouse team lead it might be planning a shift, correcting mistakes without blame and keeping safety rules when under time pressure.

For each of those qualities, write one main question and one or two follow-ups. Two kinds of question work well:

- **Past-behavior questions** ask what the person *did*: "Tell me about a time a customer was angry about something that was not your fault. What happened, and what did you do?"
- **Situational questions** ask what the person *would do* in a realistic scene from the job: "A patient arrives 25 minutes late and insists on being seen. The next patient is already waiting. What do you do?"

Avoid questions that only test how well someone interviews ("What is your greatest weakness?"), questions with an obvious right answer ("Do you work well in a team?") and anything touching on private life, family plans, health, religion or origin. Those add nothing about the job and can make the process unlawful.

## The behavioral report helps

The behavioral report for each candidate suggests where to probe. If a candidate's profile shows low Orderliness for a role that depends on accuracy, ask for an example of how they keep track of detail. Use the report to choose follow-ups, never to skip the core questions: every candidate still answers the same ones.`,
      },
      {
        title: "Scoring guides and anchored ratings",
        body: `A score only means something when everyone uses the scale the same way. That is what a **scoring guide** is for. For each question, write down before the first interview what a weak, an acceptable and a strong answer contain. These descriptions are called *anchors*.

For the angry-customer question, the anchors might read:

- **1 – Weak:** blames the customer or a colleague, or gives a general statement ("I always stay calm") with no real example.
- **3 – Acceptable:** gives a real example, stayed polite and solved the immediate problem.
- **5 – Strong:** gives a real example, acknowledged the customer's frustration, solved the problem *and* did something so it would not happen again.

Scores of 2 and 4 sit between the anchors. Keep the scale short: a five-point scale with three written anchors is easier to use consistently than a ten-point scale with none.

## Score each answer, not the person

Write your score and one line of evidence straight after each answer — what the candidate said, not what you think of them. "Described calling the patient back the next day to check the refund had arrived" is evidence; "seemed genuine" is an impression. Evidence lets a second reader understand your score and lets you notice when your impressions drift away from what was actually said.`,
      },
      {
        title: "Running the interview and deciding together",
        body: `On the day, open by telling the candidate how the interview works: how long it takes, that you will take notes, and that there will be time for their questions at the end. People answer better when they know what to expect, and this is part of treating every candidate the same.

Ask the core questions as written. Follow-ups are fine — "What did you say to her?", "What happened next?" — as long as they dig into the same question rather than opening a new topic for one candidate only. If an answer is vague, ask for a specific example once; if it stays vague, score what you heard and move on.

## Independent scores first, discussion second

When the panel meets, everyone shares their scores **before** discussing. If the first person to speak is the most senior one, the others tend to agree with them, and the value of several interviewers is lost. Look at the questions where scores differ by two points or more and ask each interviewer to read out their evidence. Usually the difference comes from one person having noticed something the other missed, and the discussion settles it.

Record the final scores and the reason for the decision next to the candidate in the product, with a short note. A decision written down at the time is far more useful — to the next interviewer, to a candidate who asks for feedback, and to you in six months — than one remembered.`,
      },
    ],
    questions: [
      {
        prompt: "Which three things does a structured interview fix in advance?",
        kind: "single",
        options: [
          "The questions, what a good answer looks like, and how answers are scored",
          "The interview room, the interviewers and the length of the interview",
          "The questions, the salary offer and the start date",
          "The candidate's behavioral profile, their references and their resume",
        ],
        correct: [0],
        explanation:
          "Structure is about judging everyone the same way: the same questions, a scoring guide written beforehand, and each answer scored on its own.",
      },
      {
        prompt: "Which of these are good questions for a structured interview? Choose all that apply.",
        kind: "multiple",
        options: [
          "Tell me about a time a customer was angry about something that was not your fault. What did you do?",
          "What is your greatest weakness?",
          "A patient arrives 25 minutes late and insists on being seen. What do you do?",
          "Are you planning to start a family soon?",
        ],
        correct: [0, 2],
        explanation:
          "Past-behavior and situational questions drawn from the job work well. The 'greatest weakness' question mostly tests interview practice, and questions about family plans are irrelevant to the job and can be unlawful.",
      },
      {
        prompt: "What is an 'anchor' in a scoring guide?",
        kind: "single",
        options: [
          "The most senior interviewer, whose score decides ties",
          "A written description of what an answer at a given score contains",
          "The candidate's score on the behavioral assessment",
          "The first question of the interview, used to settle the candidate's nerves",
        ],
        correct: [1],
        explanation:
          "Anchors describe weak, acceptable and strong answers before the interviews start, so that everyone uses the scale the same way.",
      },
      {
        prompt: "Which note is evidence rather than an impression?",
        kind: "single",
        options: [
          "Seemed genuine and warm",
          "Not sure they would fit in",
          "Described calling the patient back the next day to check the refund had arrived",
          "Strong candidate overall",
        ],
        correct: [2],
        explanation:
          "Evidence records what the candidate said or did. It lets another reader understand the score and keeps impressions from drifting away from the answers.",
      },
      {
        prompt: "When the interview panel meets to decide, what should happen first?",
        kind: "single",
        options: [
          "The most senior interviewer gives their view so the others can react to it",
          "Everyone shares their own scores before any discussion",
          "The panel rereads the candidate's resume together",
          "The panel agrees on an overall impression, then fills in the scores to match",
        ],
        correct: [1],
        explanation:
          "Sharing independent scores first stops the group from anchoring on the first or most senior voice; the discussion then focuses on where scores differ.",
      },
    ],
  },
  {
    title: "Reading a behavioral report",
    summary:
      "What the five broad traits and their facets describe, how to read percentiles and fit scores, and how to use a report in a hiring decision without over-reading it.",
    passMark: 75,
    lessons: [
      {
        title: "What the report measures",
        body: `The behavioral report describes how a person tends to behave at work, based on their answers to the assessment. It uses the **Big Five** model, the most widely researched description of personality: five broad traits, each made of six narrower facets.

- **Stress response** — how strongly someone reacts to pressure, worry and setbacks (a low score is steadiness under pressure).
- **Extraversion** — how much energy someone draws from people, activity and attention.
- **Openness to experience** — curiosity, imagination and interest in new ideas and ways of working.
- **Agreeableness** — warmth, trust, and a preference for cooperation over confrontation.
- **Conscientiousness** — organization, dependability and drive to finish what was started.

None of the five is good or bad in itself. A high Agreeableness score helps in a caring role and can make tough negotiations harder; a low Extraversion score can suit focused, independent work and make a busy front desk more tiring. The report tells you *how* someone is likely to work, and you decide what the role needs.

## What it does not measure

The report does not measure skill, knowledge, intelligence or experience. It cannot tell you whether someone knows how to use your booking software or has a valid license. It is one source of information next to the interview, references and any work sample — never a replacement for them.`,
      },
      {
        title: "Percentiles, bands and facets",
        body: `Each trait and facet is shown as a **percentile**: the share of people in the comparison group who scored lower. A percentile of 70 on Conscientiousness means the person described themselves as more conscientious than about 70 out of 100 people. It is not a percentage of "correct" answers and it is not a grade.

The report groups percentiles into **bands** — low, average and high — because small differences do not mean much. Two candidates at the 58th and the 63rd percentile describe themselves in very similar ways; do not rank one above the other on that difference.

## Look at the facets

The broad trait can hide differences between its facets. Two people with the same average Conscientiousness may differ a great deal: one high on *Orderliness* and low on *Achievement-striving* keeps everything tidy but is not driven by targets; the other is the reverse. For a role that depends on accuracy, the facet matters more than the trait. Open the facet view whenever a trait is central to the job.

## Self-report has limits

The assessment records how people describe themselves. Most people answer honestly, but a candidate who badly wants the job may present a slightly polished picture. This is one more reason to treat the report as a set of questions to explore in the interview, not as a verdict.`,
      },
      {
        title: "Role benchmarks and fit scores",
        body: `A **role benchmark** describes the range of each trait that suits a role in your company — for example, a receptionist role might call for a low to average Stress response and average to high Agreeableness. Once a benchmark exists, every candidate gets a **fit score** from 0 to 100 showing how closely their profile matches it.

Fit scores are useful for ordering a long list and for spotting where to probe. They are only as good as the benchmark behind them, so build benchmarks from the job, not from the profile of one person you liked. A good practice is to base a benchmark on what the job demands and then check it against several people who do the job well.

## Using a fit score well

- Treat a fit score as a prompt for questions, not a pass mark. A candidate at 55 with one trait outside the range may be an excellent hire if the interview shows how they manage that side of themselves.
- Look at *which* traits are outside the range. Being outside on a trait that hardly matters for the role is very different from being outside on the one that matters most.
- Never reject someone on the fit score alone. Decisions are made by people, using the whole picture.`,
      },
      {
        title: "From report to interview questions",
        body: `The most valuable use of a report is to decide what to ask. Find the two or three traits or facets that matter most for the role, note where the candidate sits, and write a follow-up question for each.

For example, for a role with frequent interruptions and a candidate with a **high Stress response**: "Tell me about a day when several urgent things landed on you at once. How did you decide what to do first, and how did you feel by the end of it?" For a candidate with **low Orderliness** applying for a role that handles payments: "How do you make sure nothing slips when you are handling many small tasks?"

Listen for what the person actually does. Many people with a challenging score on a trait have built good habits around it, and that self-knowledge is itself a strength.

## Sharing and privacy

A report holds personal data. Share it only with people involved in the decision, use the product's share links rather than downloaded copies where you can, and never discuss a candidate's profile with anyone outside the hiring process. If a candidate asks what the report says about them, give a fair, plain summary.`,
      },
    ],
    questions: [
      {
        prompt: "A candidate is at the 70th percentile on Conscientiousness. What does that mean?",
        kind: "single",
        options: [
          "They answered 70% of the questions correctly",
          "They described themselves as more conscientious than about 70 out of 100 people in the comparison group",
          "They are 70% likely to succeed in the role",
          "They fit the role benchmark at 70 out of 100",
        ],
        correct: [1],
        explanation:
          "A percentile compares the person with the comparison group. It is not a score of right answers, a prediction of success or a fit score.",
      },
      {
        prompt: "Which of these does the behavioral report NOT measure? Choose all that apply.",
        kind: "multiple",
        options: ["Job skills and knowledge", "How someone reacts to stress", "Intelligence", "Work experience"],
        correct: [0, 2, 3],
        explanation:
          "The report describes tendencies in behavior, such as reactions to stress (Stress response). Skills, intelligence and experience need other evidence: the interview, references and work samples.",
      },
      {
        prompt:
          "Two candidates sit at the 58th and the 63rd percentile on Agreeableness. How should you treat that difference?",
        kind: "single",
        options: [
          "Prefer the candidate at the 63rd percentile",
          "Prefer the candidate at the 58th percentile",
          "Treat them as similar: both are in the same band and the difference means little",
          "Ask both candidates to take the assessment again",
        ],
        correct: [2],
        explanation: "Small differences within a band do not mean much; the bands exist to stop over-reading them.",
      },
      {
        prompt: "Why look at the facets and not only at the broad trait?",
        kind: "single",
        options: [
          "Facets are more accurate than traits in every case",
          "Two people with the same trait score can differ greatly on the facets that matter for the job",
          "The broad trait is only shown to super admins",
          "Facets replace the need for an interview",
        ],
        correct: [1],
        explanation:
          "A trait averages six facets. For a role that depends on, say, accuracy, the Orderliness facet can matter more than Conscientiousness as a whole.",
      },
      {
        prompt: "What is the right way to use a fit score?",
        kind: "single",
        options: [
          "Reject every candidate below 60",
          "Hire the candidate with the highest fit score",
          "Use it to order a list and to decide what to probe in the interview, never as the only reason to reject",
          "Ignore it: fit scores carry no information",
        ],
        correct: [2],
        explanation:
          "Fit scores are prompts for questions and a way to order a long list. Decisions are made by people, using the whole picture.",
      },
    ],
  },
  {
    title: "Fair and consistent hiring",
    summary:
      "Common biases in hiring and the habits that counter them: consistent process, job-related criteria, careful use of assessments, and decisions you can explain.",
    passMark: 75,
    lessons: [
      {
        title: "How bias gets into hiring",
        body: `Most unfair hiring decisions are not made by people who mean to be unfair. They come from shortcuts every mind takes when it has to judge someone quickly. Knowing the common ones makes them easier to catch.

- **First impressions and the halo effect.** A confident handshake or a shared hometown in the first minute colors how everything after it is heard. A good answer from someone we like sounds better than the same answer from someone we do not.
- **Similarity ("culture fit").** We warm to people who remind us of ourselves — same school, same hobbies, same way of talking. "Fit" that is not defined in terms of the job often means "like us".
- **Confirmation.** Once we have formed a view, we ask questions that confirm it and discount answers that do not.
- **Contrast.** A candidate seen straight after a weak one looks stronger than they are, and one seen after a star looks weaker.

None of these is fixed by trying harder to be objective. They are countered by **process**: the same questions, scores written down against anchors before discussion, and criteria that come from the job.`,
      },
      {
        title: "Job-related criteria, decided before you meet anyone",
        body: `Write down what the role needs before the first application arrives: the tasks, the skills, the behaviors that make someone good at it, and which of these are essential and which are merely nice to have. Share that list with everyone involved in the hire.

Criteria decided in advance protect you from moving the goalposts. Without them, it is easy to decide after meeting a candidate you like that the thing they happen to be good at is what the job really needs.

## Check each criterion

For every criterion, ask two questions:

- **Is it really needed for this job?** A degree, years of experience or perfect spoken English may be a habit rather than a need. Requirements that are not needed shrink your pool and can exclude people unfairly.
- **How will we assess it?** Decide which step of the process gives evidence for it — the application questions, the behavioral report, the interview or a short work sample.

A job advert and application form built from these criteria tell candidates honestly what matters, and let you compare applications on the same grounds.`,
      },
      {
        title: "Consistency across candidates",
        body: `Fairness mostly means treating candidates for the same role the same way. In practice:

- Every candidate goes through the same steps in the same order. If you add a step for one candidate — a second interview, an extra test — add it for all who reach that stage.
- Every candidate is invited to take the same assessment, with the same instructions and time.
- Interviews use the same core questions and scoring guide (see the course *Structured interviewing*).
- Adjustments for disability are part of fairness, not an exception to it. Ask every candidate whether they need any adjustment to take part, and make it: extra time, a different format, an accessible room.

## Keep a record

Record each decision and the reason for it at the time, in the product, next to the candidate. Short notes are enough: "Strong on planning and safety examples; weaker on handling conflict — scored 2 on Q3 with no concrete example." A record written at the time lets you give honest feedback, review your own patterns and show, if ever asked, that the decision rested on the job.`,
      },
      {
        title: "Using assessments responsibly",
        body: `A well-built behavioral assessment can make hiring fairer, because every candidate answers the same questions and is compared with the same group. It can also be misused. Keep to these habits:

- **Use it for every candidate at the same stage.** Assessing only the candidates you are unsure about applies a different test to different people.
- **Never use a single score as a cut-off.** Treat the report and any fit score as one source of evidence among several (see *Reading a behavioral report*).
- **Check benchmarks for hidden bias.** A benchmark copied from the profile of your current team can quietly favor people like them. Base benchmarks on what the job requires.
- **Tell candidates what the assessment is for** and how their answers will be used, and keep reports private to the people making the decision.

## Review your outcomes

Every few months, look back at who applied, who was shortlisted and who was hired. If one group consistently drops out at one stage, look at that stage closely: the questions asked, the criteria used, who was interviewing. Fairness is not a box ticked once; it is a habit of checking.`,
      },
    ],
    questions: [
      {
        prompt: "A candidate shares your hometown and you warm to them at once. Which bias is at work?",
        kind: "single",
        options: ["Contrast", "Similarity", "Confirmation", "None: this is a valid signal"],
        correct: [1],
        explanation:
          "Similarity bias makes us favor people who remind us of ourselves. Shared background tells you nothing about how someone will do the job.",
      },
      {
        prompt: "What counters bias most reliably?",
        kind: "single",
        options: [
          "Trying harder to be objective",
          "Letting the most experienced interviewer decide alone",
          "A consistent process: the same questions, scores against anchors, and job-related criteria set in advance",
          "Relying on the first impression, which is usually right",
        ],
        correct: [2],
        explanation:
          "Biases are shortcuts everyone takes; intention alone does not stop them. Process does: the same questions, written scores and criteria decided before meeting anyone.",
      },
      {
        prompt:
          "Which are good reasons to decide the criteria for a role before meeting any candidate? Choose all that apply.",
        kind: "multiple",
        options: [
          "It stops the goalposts moving towards a candidate you happen to like",
          "It lets you compare every application on the same grounds",
          "It means you never need to interview",
          "It shows candidates honestly what matters for the job",
        ],
        correct: [0, 1, 3],
        explanation:
          "Criteria set in advance keep comparisons fair and honest. They guide the interview; they do not replace it.",
      },
      {
        prompt: "You add a second interview for one of three shortlisted candidates. What should you do?",
        kind: "single",
        options: [
          "Nothing: extra steps for one candidate are fine",
          "Offer the same second interview to every candidate at that stage",
          "Drop the candidate to keep things simple",
          "Ask the candidate to keep it confidential",
        ],
        correct: [1],
        explanation:
          "Candidates for the same role go through the same steps. An extra step for one is an extra step for all at that stage.",
      },
      {
        prompt: "Which uses of a behavioral assessment are responsible? Choose all that apply.",
        kind: "multiple",
        options: [
          "Assessing every candidate at the same stage",
          "Rejecting everyone below a fit score of 60",
          "Basing benchmarks on what the job requires",
          "Telling candidates what the assessment is for",
        ],
        correct: [0, 2, 3],
        explanation:
          "Use the assessment for everyone at a stage, base benchmarks on the job and be open about its purpose. A single score must never be a cut-off.",
      },
      {
        prompt: "Why record the reason for each decision at the time?",
        kind: "single",
        options: [
          "So that you can give honest feedback and show the decision rested on the job",
          "Because the product will not let you move a candidate otherwise",
          "To have something to copy into the next job advert",
          "It is not useful: decisions are best remembered",
        ],
        correct: [0],
        explanation:
          "A short note written at the time supports feedback, lets you review your own patterns and shows that the decision was about the job.",
      },
    ],
  },
];
