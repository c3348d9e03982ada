// The comparison's and the conflict tool's own writing. For every trait scale (5 domains, then the 30
// facets in the inventory's order) and every pair of levels that differ: what each person brings, where they may
// misread each other and three ways of working they can agree on; then, per scale, a short conversation guide for
// a low and a high person. {lower} and {higher} stand for the two first names (`fillNames`). Written about two
// colleagues, work-focused and even-handed: neither level is the better one. Low-neutral and neutral-high read as
// milder differences than low-high. Original text of the product; American spelling throughout.
import type { PairTexts } from "../../domain/coaching/pair-texts";

const guidance: PairTexts["guidance"] = {
  // Domains

  // N Neuroticism: how strongly pressure, setbacks and uncertainty affect a person.
  N: {
    "low-neutral": {
      lowerBrings:
        "{lower} stays level when plans shift or pressure builds, which gives the pair a steady base to work from on busy days.",
      higherBrings:
        "{higher} feels pressure a little sooner and takes it seriously, so the pair is less likely to drift past a real risk without noticing it.",
      misreads:
        "{lower} may think {higher} is making a lot of a small problem, while {higher} may take {lower}'s calm as not caring much how things turn out.",
      agreements: [
        "Name the biggest risk on your shared work at the start of each week, so concerns come up early and calmly.",
        "Agree that either of you can ask for a quick check-in when a deadline starts to feel tight.",
        "Decide together which problems need action today and which can wait for the weekly review.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} feels setbacks but usually recovers quickly, and can help the pair keep perspective when something goes wrong.",
      higherBrings:
        "{higher} notices tension and warning signs early and cares a great deal about the result, which often keeps small problems from growing.",
      misreads:
        "{higher} may read {lower}'s quicker recovery as brushing a problem aside, and {lower} may see {higher}'s concern as worry that slows decisions down.",
      agreements: [
        "Write each concern next to one concrete next step, so worries turn into shared tasks.",
        "Give {higher} a short heads-up before big changes reach the wider team.",
        "Set a time to revisit a tough decision instead of reopening it in every conversation.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} stays calm under pressure and rarely lets a setback shake the plan, giving the pair a steady anchor when things get hectic.",
      higherBrings:
        "{higher} feels pressure strongly and spots trouble long before others do, which makes the pair far better at catching risks in time.",
      misreads:
        "{lower} may see {higher} as overreacting or dwelling on what could go wrong, while {higher} may see {lower} as careless or not taking the stakes seriously.",
      agreements: [
        "List the top three risks together at the start of each project and give each one an owner.",
        "Agree on a plain signal, such as 'this one worries me', that tells {lower} to stop and listen before reassuring.",
        "Share bad news with each other in writing first, then talk it through once you have both had a moment to think.",
      ],
    },
  },

  // E Extraversion: how much a person draws energy from people, activity and being heard.
  E: {
    "low-neutral": {
      lowerBrings:
        "{lower} works well in quiet, thinks before speaking and often brings a view that has been properly worked through.",
      higherBrings:
        "{higher} enjoys a bit more back-and-forth and will often want to talk ideas through out loud before settling on them.",
      misreads:
        "{higher} may take {lower}'s quiet as a lack of interest, and {lower} may feel {higher} wants more meetings than the work really needs.",
      agreements: [
        "Choose which topics get a quick call and which can be settled in a written message.",
        "Share an agenda a day ahead so {lower} can prepare before the discussion.",
        "Keep one short weekly catch-up and handle everything else as it comes up.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is comfortable both in discussion and in focused solo work, and can help the pair find a sensible mix of the two.",
      higherBrings:
        "{higher} brings energy, quick connections and a readiness to speak up, which helps the pair's work get noticed and keep moving.",
      misreads:
        "{lower} may feel {higher} fills every silence, while {higher} may read {lower}'s need for quiet stretches as pulling away from the team.",
      agreements: [
        "Block shared focus hours each week when neither of you starts a chat or a call.",
        "Let {higher} present your joint work while {lower} takes the lead on shaping its content.",
        "Check at the end of a busy week whether the balance of meetings and quiet time still works for both of you.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} listens closely, thinks deeply on their own and offers carefully weighed input, giving the pair depth and focus.",
      higherBrings:
        "{higher} thrives on people and activity, builds connections fast and keeps conversations moving, giving the pair reach and momentum.",
      misreads:
        "{higher} may read {lower}'s silence as disagreement or disinterest, while {lower} may find {higher}'s constant contact draining and feel pushed to perform.",
      agreements: [
        "Send ideas in writing before meetings so {lower} can respond with a thought-out view and {higher} can build on it live.",
        "Agree on quiet hours when messages wait until later, and on times when quick calls are welcome.",
        "Steer outward-facing tasks toward {higher} and deep-focus tasks toward {lower}, and review the split each month.",
      ],
    },
  },

  // O Openness to Experience: how much a person seeks out new ideas, experiences and ways of doing things.
  O: {
    "low-neutral": {
      lowerBrings:
        "{lower} keeps the pair grounded in what has worked before and focused on doing the current job well.",
      higherBrings:
        "{higher} is a bit more open to trying a new angle and will now and then suggest a change worth testing.",
      misreads:
        "{lower} may hear {higher}'s suggestions as change for its own sake, and {higher} may take {lower}'s questions as resistance.",
      agreements: [
        "Try a new approach on one small task before changing how the whole job is done.",
        "Ask of every proposed change what problem it solves and how you will both know it worked.",
        "Keep a short list of ideas to revisit at the monthly review instead of debating them mid-task.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} weighs new ideas against practical limits and can help the pair pick the ones that deserve time.",
      higherBrings:
        "{higher} generates possibilities, brings in ideas from elsewhere and keeps the pair's thinking fresh.",
      misreads:
        "{higher} may feel {lower} is slow to get excited, and {lower} may feel {higher} moves on to the next idea before the last one has landed.",
      agreements: [
        "Pick at most one new idea per project to test, and agree on its first step before you start.",
        "Let {higher} run the early brainstorming and {lower} lead the check on what is workable.",
        "Write down why each idea was kept or dropped so it does not need to be argued twice.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} values proven methods, stays practical and makes sure the work that matters today actually gets delivered.",
      higherBrings:
        "{higher} is drawn to new ideas and ways of working, spots fresh options and pushes the pair to improve rather than repeat.",
      misreads:
        "{lower} may see {higher} as restless or impractical, chasing novelty, while {higher} may see {lower} as rigid or closed to anything new.",
      agreements: [
        "Separate idea sessions from delivery meetings so each gets its own time and tone.",
        "Run any new method as a time-boxed trial with a clear measure of success before it replaces the old one.",
        "Ask {lower} to name the risks of each new idea and {higher} to name the cost of standing still.",
      ],
    },
  },

  // A Agreeableness: how much a person puts cooperation and others' needs ahead of their own position.
  A: {
    "low-neutral": {
      lowerBrings:
        "{lower} says plainly what is not working and is willing to push back, which keeps the pair's decisions honest.",
      higherBrings:
        "{higher} pays a bit more attention to how things land with people and often smooths the way for a hard message.",
      misreads:
        "{higher} may find {lower} blunt at times, and {lower} may wonder whether {higher} is softening a point to avoid friction.",
      agreements: [
        "Say the main point first, then add the context that helps it land well.",
        "Agree that disagreement in meetings is about the work, and check in afterward if it felt sharp.",
        "Ask for the other person's view before locking in a decision that affects them.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is cooperative but holds firm when it matters, helping the pair avoid agreeing too quickly.",
      higherBrings:
        "{higher} builds goodwill, looks out for others and helps the pair keep strong relationships with the rest of the team.",
      misreads:
        "{higher} may feel {lower} is being hard on people, while {lower} may suspect {higher} says yes to keep the peace rather than from real agreement.",
      agreements: [
        "Ask 'What would you change?' before closing any decision, so quieter doubts come out.",
        "Decide together which requests from others you will take on and which you will decline.",
        "Give each other one piece of honest feedback every two weeks, starting with what works.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} challenges ideas, says what others may be thinking and holds firm under pressure, protecting the pair from weak decisions.",
      higherBrings:
        "{higher} builds trust, puts people at ease and keeps the pair cooperative, which makes it easier for others to bring problems forward.",
      misreads:
        "{higher} may feel criticized or even attacked by {lower}'s directness, while {lower} may read {higher}'s tact as vagueness or reluctance to say what they really think.",
      agreements: [
        "Agree that {lower} will pair each challenge with a suggestion and {higher} will state disagreement in plain words.",
        "Settle key decisions in a short written summary so nothing depends on reading between the lines.",
        "Book a five-minute debrief after tense meetings to clear up anything that landed harder than intended.",
      ],
    },
  },

  // C Conscientiousness: how much a person plans, organizes and holds to their commitments.
  C: {
    "low-neutral": {
      lowerBrings:
        "{lower} adapts easily when priorities shift and does not get stuck when a plan has to change at short notice.",
      higherBrings:
        "{higher} will often want a bit more planning and follow-through, making sure agreed tasks have owners and dates.",
      misreads:
        "{higher} may take {lower}'s loose approach as not caring about deadlines, and {lower} may find {higher}'s check-ins more than the task needs.",
      agreements: [
        "Write shared deadlines into one calendar that both of you can see.",
        "Agree on which tasks need a detailed plan and which can be worked out along the way.",
        "Flag any deadline that is slipping at least two days before it is due.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} keeps things organized without being tied to the plan, and can help the pair adjust when something unexpected comes up.",
      higherBrings:
        "{higher} plans carefully, tracks the details and holds high standards, so the pair's commitments are reliably met.",
      misreads:
        "{lower} may feel {higher} over-plans or wants too much polish, while {higher} may feel {lower} settles for good enough too soon.",
      agreements: [
        "Define what done looks like for each task before the work begins.",
        "Let {higher} set up the tracking and {lower} flag where the plan needs to flex.",
        "Agree in advance which pieces of work deserve extra polish and which only need to be solid.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is flexible and comfortable improvising, so the pair can change course quickly when a plan no longer fits the situation.",
      higherBrings:
        "{higher} is organized, thorough and reliable with commitments, giving the pair structure and a strong record of delivering.",
      misreads:
        "{higher} may see {lower} as disorganized or unreliable, while {lower} may see {higher} as rigid or controlling about how the work gets done.",
      agreements: [
        "Agree on a few fixed points, such as deadlines and handoff dates, and leave the route between them open.",
        "Keep one shared task list with owners and dates, and review it together for ten minutes each week.",
        "Ask {higher} to plan the schedule and {lower} to plan for what happens if it changes.",
      ],
    },
  },

  // Neuroticism facets

  // N1 Anxiety: how much a person worries about what might go wrong.
  N1: {
    "low-neutral": {
      lowerBrings:
        "{lower} rarely gets caught up in what-ifs and can keep the pair moving while the outcome is still uncertain.",
      higherBrings:
        "{higher} thinks a little further about what might go wrong and will often want a backup plan before committing.",
      misreads:
        "{lower} may think {higher} worries about unlikely problems, and {higher} may take {lower}'s ease as a sign that things have not been thought through.",
      agreements: [
        "Spend five minutes at each project kickoff naming what could go wrong and which risks are worth planning for.",
        "Agree on a simple fallback for the one risk that matters most.",
        "Set a fixed point in the week to revisit open concerns instead of raising them at random.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} takes risks seriously without getting stuck on them, and can help the pair decide which worries deserve action.",
      higherBrings:
        "{higher} anticipates problems well before they arrive and prepares thoroughly, so the pair is rarely caught off guard.",
      misreads:
        "{higher} may feel {lower} moves ahead before every risk is covered, and {lower} may feel {higher}'s concerns stretch decisions out.",
      agreements: [
        "Rank open concerns by how likely and how costly they are, and act on the top two.",
        "Let {higher} draft the contingency plan and {lower} say when it is good enough.",
        "Share news early when something changes, so neither of you is left guessing.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} stays relaxed about uncertainty and keeps going when the path ahead is unclear, so the pair does not freeze while waiting for certainty.",
      higherBrings:
        "{higher} pictures in detail what could go wrong and prepares for it, which protects the pair from surprises and costly mistakes.",
      misreads:
        "{lower} may see {higher} as a constant worrier who expects the worst, while {higher} may see {lower} as naive or careless about real risks.",
      agreements: [
        "Write down each worry with how likely it is and a plan for it, then stop discussing it until something changes.",
        "Ask {lower} to check the riskiest piece of work midway, and {higher} to say when a risk has passed.",
        "Agree on how much preparation is enough for each kind of task before you start.",
      ],
    },
  },

  // N2 Anger: how quickly frustration and irritation rise.
  N2: {
    "low-neutral": {
      lowerBrings:
        "{lower} stays patient when things go wrong and can keep a conversation calm after a frustrating setback.",
      higherBrings:
        "{higher} shows frustration a bit more readily, which can make it clear early when something is not working.",
      misreads:
        "{lower} may take {higher}'s frustration more personally than it was meant, and {higher} may read {lower}'s patience as not minding that things went wrong.",
      agreements: [
        "Name frustrations with the work plainly and early, before they build up.",
        "Take a short pause in a heated discussion whenever either of you asks for one.",
        "Aim complaints at the process, not at the person who caused the problem.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} feels irritation but usually keeps it in proportion, helping the pair stay constructive when tempers rise.",
      higherBrings:
        "{higher} reacts strongly when something is unfair or broken and says so, which often pushes real problems to get fixed.",
      misreads:
        "{lower} may experience {higher}'s strong reactions as aimed at them personally, while {higher} may see {lower}'s restraint as not caring enough.",
      agreements: [
        "Agree on a phrase either of you can use to call a ten-minute break in a tense moment.",
        "Write up a frustrating issue as a problem with a proposed fix before raising it in a meeting.",
        "Check after a heated moment that you are fine with each other, even if the issue is still open.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} stays even-tempered when provoked and can lower the temperature, giving the pair a calm voice when things get heated.",
      higherBrings:
        "{higher} reacts quickly and visibly when something goes wrong, which makes problems hard to ignore and shows clearly what matters.",
      misreads:
        "{lower} may read {higher}'s flashes of irritation as hostility, while {higher} may read {lower}'s calm as indifference or as holding back what they really think.",
      agreements: [
        "Agree that {higher} can vent about a problem for a minute before the two of you turn to solutions.",
        "Wait until the next morning to send any message written in frustration.",
        "Ask {lower} to say clearly when something bothers them, rather than letting calm hide it.",
      ],
    },
  },

  // N3 Depression: how much setbacks and discouragement weigh on mood and energy.
  N3: {
    "low-neutral": {
      lowerBrings: "{lower} bounces back quickly after a setback and helps the pair keep its energy on the next step.",
      higherBrings:
        "{higher} takes a setback a bit more to heart and will often want a moment to reflect on what went wrong before moving on.",
      misreads:
        "{lower} may think {higher} dwells on a disappointment for too long, and {higher} may feel {lower} moves on before the lesson has been learned.",
      agreements: [
        "Hold a short review after each setback to note one lesson before planning the next step.",
        "Celebrate small completed steps on long projects to keep both of you going.",
        "Check in with each other after disappointing news, even if only for a couple of minutes.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} feels the weight of a setback but usually regains energy soon, and can help the pair find a way forward.",
      higherBrings:
        "{higher} feels disappointments deeply and is honest about what is not working, which keeps the pair realistic.",
      misreads:
        "{higher} may feel {lower} glosses over a real loss, while {lower} may read {higher}'s low moments as a drop in commitment.",
      agreements: [
        "Break a stalled task into a first step small enough to finish today.",
        "Ask how the other is doing after a tough week, and listen before suggesting fixes.",
        "Keep a shared list of what has gone well to look back on when progress feels slow.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} keeps an even mood through setbacks and can supply energy and hope when progress stalls, giving the pair resilience.",
      higherBrings:
        "{higher} feels setbacks strongly and names problems honestly, so the pair takes a hard look at what is not working instead of glossing over it.",
      misreads:
        "{lower} may see {higher} as pessimistic or short on drive, while {higher} may see {lower} as brushing off real problems with easy optimism.",
      agreements: [
        "Acknowledge a setback out loud before moving on to the plan for recovering from it.",
        "Agree on a small, visible win to aim for whenever a project hits a rough patch.",
        "Let {higher} say what is not working and {lower} propose what to try next, then decide together.",
      ],
    },
  },

  // N4 Self-Consciousness: how aware a person is of being seen and judged by others.
  N4: {
    "low-neutral": {
      lowerBrings:
        "{lower} is at ease speaking up or presenting on short notice, which helps the pair get its work in front of others.",
      higherBrings:
        "{higher} is a bit more aware of how the pair comes across, and will often want to prepare before stepping into the spotlight.",
      misreads:
        "{lower} may think {higher} overprepares for routine moments, and {higher} may find {lower}'s ease in front of others a little casual.",
      agreements: [
        "Decide before each meeting who will speak to which part of your joint work.",
        "Share drafts with each other before they go to a wider audience.",
        "Give each other one specific piece of praise after a presentation.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is usually comfortable being seen and can take on the visible moments when the pair needs someone to step up.",
      higherBrings:
        "{higher} is attentive to how words and work will be received, which helps the pair avoid awkward missteps with others.",
      misreads:
        "{lower} may read {higher}'s hesitation to speak up as doubt about the work, while {higher} may feel {lower} underestimates how exposed they feel.",
      agreements: [
        "Rehearse the key points together before high-stakes meetings.",
        "Offer feedback on each other's work in private rather than in front of the group.",
        "Let {higher} choose whether to present or to prepare the material for someone else to present.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is comfortable in the spotlight and not easily embarrassed, so the pair has someone ready to speak up, present or ask the awkward question.",
      higherBrings:
        "{higher} is highly attuned to how the pair is seen and judged, which brings tact, careful preparation and a feel for the audience.",
      misreads:
        "{lower} may read {higher}'s reluctance to stand in front of a group as shyness about their own work, while {higher} may see {lower} as careless about how they come across.",
      agreements: [
        "Agree that critical feedback between the two of you is given one to one, never in a group.",
        "Let {lower} handle live questions and {higher} prepare the written material that backs up the answers.",
        "Ask each other before sharing the other's work or mistakes with a wider audience.",
      ],
    },
  },

  // N5 Immoderation: how hard it is to resist urges and quick rewards.
  N5: {
    "low-neutral": {
      lowerBrings:
        "{lower} resists distractions and quick wins easily, keeping the pair focused on what pays off later.",
      higherBrings:
        "{higher} is a bit more drawn to what feels rewarding right now, which can bring spontaneity and energy to routine work.",
      misreads:
        "{lower} may see {higher}'s detours as a lack of focus, and {higher} may find {lower} a little strict about staying on task.",
      agreements: [
        "Agree on focus blocks when both of you keep notifications and side tasks away.",
        "Plan a small reward together for finishing a long or tedious task.",
        "Park tempting side ideas on a shared list to look at once the main work is done.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} enjoys a quick reward but usually keeps the longer goal in view, helping the pair balance fun and follow-through.",
      higherBrings:
        "{higher} acts on enthusiasm in the moment and brings spontaneity, which can break a rut and give the pair fresh energy.",
      misreads:
        "{lower} may read {higher}'s jumps toward whatever feels exciting as unreliability, while {higher} may see {lower} as overly careful about enjoying the work.",
      agreements: [
        "Check with each other before either of you takes on a new request on impulse.",
        "Schedule the dullest shared task for the time of day when both of you are most focused.",
        "Build short breaks into long work sessions so your energy stays steady.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} has strong restraint, resists temptation and distraction, and keeps the pair steady on long-term goals.",
      higherBrings:
        "{higher} acts on impulse and enjoys the rewards of the moment, bringing spontaneity, quick action and fun to the pair's work.",
      misreads:
        "{lower} may see {higher} as impulsive or easily sidetracked, while {higher} may see {lower} as rigid, joyless or holding back the pair's momentum.",
      agreements: [
        "Agree that any new commitment waits one day before either of you says yes.",
        "Split your shared work into short sprints, each with a small reward at the end.",
        "Let {higher} propose quick experiments and {lower} set the limit on the time or money they use.",
      ],
    },
  },

  // N6 Vulnerability: how well a person holds together when pressure peaks or a crisis hits.
  N6: {
    "low-neutral": {
      lowerBrings: "{lower} stays composed in a crisis and can take the lead when pressure peaks suddenly.",
      higherBrings:
        "{higher} feels the strain of a crunch a bit sooner and will often want a clear plan and some backup before the heat is on.",
      misreads:
        "{lower} may take {higher}'s request for help as a sign of struggling, and {higher} may feel {lower} assumes everyone copes as easily as they do.",
      agreements: [
        "Plan who does what during a crunch before one arrives.",
        "Agree that asking for help early is expected, not a weakness.",
        "Debrief briefly after each high-pressure week about what to do differently next time.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} copes with most emergencies and can help steady the pair when several demands hit at once.",
      higherBrings:
        "{higher} is honest about limits and notices when the workload is becoming too much, which helps the pair avoid burning out.",
      misreads:
        "{lower} may think {higher} gets overwhelmed too easily, while {higher} may feel {lower} underestimates how much a crisis takes out of people.",
      agreements: [
        "Spread urgent work across the week when you can, instead of leaving it all to the last day.",
        "Let {higher} say when the load is too heavy, and agree together on what can wait.",
        "Keep a short checklist for emergencies so neither of you has to think from scratch under pressure.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} keeps a clear head in emergencies and under heavy pressure, giving the pair someone who can make decisions when things are at their worst.",
      higherBrings:
        "{higher} feels intense pressure strongly and says so, which makes the pair realistic about its limits and quicker to bring in support.",
      misreads:
        "{lower} may see {higher} as fragile when things get tough, while {higher} may see {lower} as cold or unaware of how hard a crisis is for others.",
      agreements: [
        "Agree in advance that {lower} makes the first calls in an emergency and {higher} follows up on the details once things settle.",
        "Set up a clear way for {higher} to ask for backup without having to explain why.",
        "Review your workload together before busy periods and move tasks around early.",
      ],
    },
  },

  // Extraversion facets

  // E1 Friendliness: how openly warm a person is with the people they work with.
  E1: {
    "low-neutral": {
      lowerBrings:
        "{lower} keeps a friendly but professional distance, which makes work conversations efficient and focused.",
      higherBrings:
        "{higher} is a bit warmer and more open, and will often want some personal connection alongside the work.",
      misreads:
        "{higher} may take {lower}'s reserve as coolness toward them, and {lower} may feel {higher}'s small talk takes time away from the task.",
      agreements: [
        "Open your meetings with a minute of catch-up, then move to the agenda.",
        "Say thank you for specific help, in whatever form feels natural to you.",
        "Agree on how much personal news each of you likes to share at work.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is friendly when it counts and comfortable with boundaries, helping the pair keep work relationships balanced.",
      higherBrings:
        "{higher} makes people feel welcome quickly, and that warmth often opens doors for the pair across the organization.",
      misreads:
        "{higher} may sense {lower} holding back and wonder if something is wrong, while {lower} may feel pressed for more closeness than they want at work.",
      agreements: [
        "Let {higher} lead on welcoming new colleagues and partners.",
        "Ask directly if something seems off, rather than reading meaning into tone.",
        "Respect each other's preferred level of personal sharing.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is reserved and takes time to warm up, keeping relationships professional and attention firmly on the work.",
      higherBrings:
        "{higher} is openly warm and makes friends easily, building goodwill that helps the pair win cooperation from others.",
      misreads:
        "{higher} may read {lower}'s reserve as unfriendliness or disapproval, while {lower} may see {higher}'s warmth as overfamiliar or not quite sincere.",
      agreements: [
        "Agree that a short, businesslike message means nothing more than that, and say so openly when something is wrong.",
        "Let {higher} build relationships with stakeholders while {lower} looks after the details of the work itself.",
        "Find one low-key way to connect regularly, such as a coffee after the weekly review.",
      ],
    },
  },

  // E2 Gregariousness: how much a person seeks out the company of others and busy settings.
  E2: {
    "low-neutral": {
      lowerBrings: "{lower} is happy to work alone for long stretches and does focused work well without company.",
      higherBrings:
        "{higher} will often want a bit more time working alongside others and enjoys group sessions and team events.",
      misreads:
        "{higher} may think {lower} avoids the team, and {lower} may feel {higher} adds group sessions the work does not need.",
      agreements: [
        "Choose which shared tasks are better done side by side and which apart.",
        "Keep team events optional for anyone who prefers a quiet evening.",
        "Agree on one regular session to work together in the same room or on the same call.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} enjoys company in moderation and can help the pair judge when a group session is really worth it.",
      higherBrings:
        "{higher} loves busy settings and group work, keeps the pair connected to the wider team and brings people together.",
      misreads:
        "{lower} may feel {higher} fills the calendar with group time, while {higher} may read {lower}'s need for quieter time as not being a team player.",
      agreements: [
        "Limit group meetings to the ones with a clear purpose, and name which ones those are.",
        "Let {higher} organize team get-togethers and {lower} choose which ones to join.",
        "Alternate between working together in busy spaces and working apart in quiet ones.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} prefers solitude or small groups, concentrates well alone and is at ease with long stretches of independent work.",
      higherBrings:
        "{higher} seeks out people and lively settings, thrives in group work and keeps the pair plugged into the team's social life.",
      misreads:
        "{higher} may read {lower}'s wish to work alone as aloofness, while {lower} may see {higher}'s love of crowds and events as a distraction from the real work.",
      agreements: [
        "Agree on where each of you does your best work, even if that means different spaces.",
        "Take turns choosing the setting for joint sessions, a quiet room one time and a busy shared space the next.",
        "Let {higher} represent the pair at big events and brief {lower} afterward.",
      ],
    },
  },

  // E3 Assertiveness: how readily a person takes charge and makes their views count.
  E3: {
    "low-neutral": {
      lowerBrings: "{lower} is happy to let others lead and listens carefully, which leaves room for everyone's ideas.",
      higherBrings:
        "{higher} will often want a bit more say in the direction, and is ready to make a call when the pair needs one.",
      misreads:
        "{higher} may think {lower} has no opinion, and {lower} may feel {higher} decides a little too quickly.",
      agreements: [
        "Ask for each other's view before settling on a direction.",
        "Agree on who makes the final call on each part of the work.",
        "Invite {lower} to speak first on the topics they know best.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} speaks up when needed but is just as happy to follow, helping the pair share leadership.",
      higherBrings:
        "{higher} takes charge readily, voices views with confidence and gives the pair clear direction and drive.",
      misreads:
        "{lower} may feel {higher} takes over discussions, while {higher} may read {lower}'s willingness to follow as having nothing to add.",
      agreements: [
        "Rotate who runs your joint meetings.",
        "Let {higher} set the pace and {lower} check the plan before it is shared.",
        "Pause before each decision to ask whether either of you sees it differently.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} prefers to stay in the background, listens deeply and supports others' lead, giving the pair patience and a thoughtful second view.",
      higherBrings:
        "{higher} steps forward, takes charge and makes views heard, giving the pair decisiveness and a strong voice with others.",
      misreads:
        "{higher} may read {lower}'s quiet as agreement or a lack of ideas, while {lower} may see {higher} as domineering or uninterested in anyone else's input.",
      agreements: [
        "Agree that {higher} waits until {lower} has spoken before giving a view on shared decisions.",
        "Put open decisions in writing first, so both of you get a fair say before any meeting.",
        "Divide roles so {higher} leads with outside groups and {lower} has clear ownership of one area.",
      ],
    },
  },

  // E4 Activity Level: the pace and amount of activity a person is comfortable with.
  E4: {
    "low-neutral": {
      lowerBrings: "{lower} works at an unhurried pace and takes the time to do each thing properly.",
      higherBrings: "{higher} will often want to move a bit faster and keep a few more things going at once.",
      misreads:
        "{higher} may take {lower}'s steady pace as slowness, and {lower} may feel {higher} rushes from one task to the next.",
      agreements: [
        "Agree on deadlines first, then let each of you set your own pace toward them.",
        "Limit the number of shared projects that are open at the same time.",
        "Check in at the midpoint of each task instead of all the way through.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} keeps a sustainable pace and can tell when the pair is taking on too much at once.",
      higherBrings: "{higher} brings energy and speed, packs a lot into the day and keeps the pair's work moving.",
      misreads:
        "{lower} may find {higher}'s pace tiring to keep up with, while {higher} may feel {lower} slows things down.",
      agreements: [
        "Agree on which tasks need speed and which need time.",
        "Let {higher} take the fast-turnaround requests and {lower} the work that needs sustained attention.",
        "Review your shared workload each Friday and cut or delay one thing if it is too much.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} works at a calm, measured pace, gives full attention to one thing at a time and keeps the pair from overcommitting.",
      higherBrings:
        "{higher} works at full speed, keeps many things going at once and brings an urgency that gets a lot done.",
      misreads:
        "{higher} may see {lower} as slow or lacking drive, while {lower} may see {higher} as frantic, scattered or setting an unrealistic pace.",
      agreements: [
        "Set deadlines together, with {lower} estimating the time and {higher} challenging where it could be shorter.",
        "Keep a shared list of work in progress and cap it at a number you both accept.",
        "Tell each other in advance when a busy period is coming.",
      ],
    },
  },

  // E5 Excitement-Seeking: how much a person needs stimulation, novelty and a bit of thrill.
  E5: {
    "low-neutral": {
      lowerBrings: "{lower} is content with calm, predictable work and does not need variety to stay engaged.",
      higherBrings: "{higher} will often want a bit more variety and challenge, and enjoys a livelier project.",
      misreads:
        "{higher} may think {lower} plays it too safe, and {lower} may wonder why {higher} gets restless on steady work.",
      agreements: [
        "Share out varied tasks so {higher} gets some change of scene.",
        "Agree on which risks are worth taking on the project and which are not.",
        "Keep routine processes stable and try new things only at the edges.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} enjoys some excitement but also values calm, and can help judge when a bold move is wise.",
      higherBrings:
        "{higher} loves a challenge, thrives on stimulation and brings a boldness that helps the pair take on stretching projects.",
      misreads:
        "{lower} may see {higher}'s appetite for thrills as reckless, while {higher} may find {lower} too content with routine.",
      agreements: [
        "Give {higher} the high-energy tasks, such as launches and pitches.",
        "Agree on how much risk each project can carry before taking bold steps.",
        "Talk a big bet through together before either of you says yes to it.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} prefers calm, avoids unnecessary risk and stays steady in routine work, protecting the pair from chasing thrills.",
      higherBrings:
        "{higher} craves excitement and stimulation, volunteers for bold challenges and brings energy when the work gets dull.",
      misreads:
        "{higher} may see {lower} as dull or overly wary of risk, while {lower} may see {higher} as reckless or easily bored.",
      agreements: [
        "Agree on a risk limit for each project and stick to it.",
        "Balance your workload so each of you has a mix of steady and stimulating tasks.",
        "Let {lower} review bold proposals before they are sent on.",
      ],
    },
  },

  // E6 Cheerfulness: how much positive mood, humor and enthusiasm a person shows.
  E6: {
    "low-neutral": {
      lowerBrings: "{lower} has a serious, matter-of-fact way of working that keeps conversations on point.",
      higherBrings: "{higher} will often show a bit more enthusiasm and humor, which can lighten a long day.",
      misreads:
        "{higher} may read {lower}'s straight face as unhappiness, and {lower} may feel {higher}'s jokes come at the wrong moment.",
      agreements: [
        "Say out loud when you are pleased with something, even if it does not show on your face.",
        "Keep jokes for moments when the work is not under time pressure.",
        "Mark each shared success in a small way that feels right to both of you.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} shows enthusiasm when it is earned and can balance the pair's optimism with a sober look at the facts.",
      higherBrings:
        "{higher} radiates good humor and energy, lifts the mood and helps the pair stay positive through tough work.",
      misreads:
        "{lower} may feel {higher}'s cheer glosses over problems, while {higher} may take {lower}'s measured response as a lack of excitement about the work.",
      agreements: [
        "Review problems first in your meetings, then celebrate progress.",
        "Let {higher} lead on celebrating milestones with the wider team.",
        "Ask how the other feels about a result instead of guessing from their expression.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is serious and calm, rarely swept up in excitement, which gives the pair a grounded and realistic tone.",
      higherBrings:
        "{higher} is upbeat, quick to laugh and full of enthusiasm, which keeps the pair's spirits up and makes the work enjoyable.",
      misreads:
        "{higher} may see {lower} as gloomy or unimpressed, while {lower} may see {higher} as not taking problems seriously enough.",
      agreements: [
        "Agree that a serious tone signals focus, not displeasure.",
        "Keep humor out of feedback on each other's work.",
        "Take turns opening meetings, {higher} with what is going well and {lower} with what needs attention.",
      ],
    },
  },

  // Openness facets

  // O1 Imagination: how much a person pictures possibilities beyond the here and now.
  O1: {
    "low-neutral": {
      lowerBrings: "{lower} keeps attention on the concrete task in front of the pair and what needs doing now.",
      higherBrings:
        "{higher} will often want a bit more room to picture how things could be, and likes to sketch out possibilities.",
      misreads:
        "{lower} may feel {higher} drifts off topic, and {higher} may feel {lower} is quick to bring every idea back down to earth.",
      agreements: [
        "Set aside the first ten minutes of planning for open ideas before getting specific.",
        "Turn each imagined option into one concrete step before it goes on the plan.",
        "Use examples and sketches to make ideas tangible for both of you.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} can picture possibilities but keeps a firm hold on the facts, helping the pair turn visions into plans.",
      higherBrings: "{higher} has a rich imagination, sees what others miss and gives the pair bold, original ideas.",
      misreads:
        "{higher} may feel {lower} cuts ideas off too early, while {lower} may find {higher}'s visions hard to act on.",
      agreements: [
        "Let {higher} describe the ideal outcome, then work back together to the first step you can take today.",
        "Agree out loud when you are dreaming and when you are deciding.",
        "Keep a shared notebook of big ideas to revisit each quarter.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} focuses on the here and now, prefers concrete facts to speculation and keeps the pair practical and grounded.",
      higherBrings:
        "{higher} loves to imagine and explore possibilities, brings vision and original ideas, and helps the pair see beyond the obvious.",
      misreads:
        "{higher} may see {lower} as unimaginative or narrow, while {lower} may see {higher} as a daydreamer with their head in the clouds.",
      agreements: [
        "Ask {higher} to bring each idea with one concrete example of how it would work.",
        "Ask {lower} to bring the facts and limits that any idea has to respect.",
        "Schedule separate sessions for imagining and for planning.",
      ],
    },
  },

  // O2 Artistic Interests: how much a person notices and values beauty, design and craft.
  O2: {
    "low-neutral": {
      lowerBrings: "{lower} focuses on function and is happy with work that does the job simply.",
      higherBrings:
        "{higher} will often want a bit more care over how the work looks and feels, and notices design details.",
      misreads:
        "{lower} may see {higher}'s attention to presentation as extra effort, and {higher} may feel {lower} is content with work that looks plain.",
      agreements: [
        "Agree on how much presentation each piece of work needs before you start it.",
        "Ask {higher} for a final look at anything customers or leaders will see.",
        "Keep a simple template for routine documents so they need no design effort.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} appreciates good design but keeps it in proportion, helping the pair decide where polish pays off.",
      higherBrings:
        "{higher} has a strong eye for beauty and craft, and raises the quality and appeal of the pair's work.",
      misreads:
        "{lower} may feel {higher} spends too long on the look of things, while {higher} may feel {lower} undervalues what good design adds.",
      agreements: [
        "Set a time limit for design work on each deliverable.",
        "Let {higher} own the visual side of your most visible work.",
        "Share examples of work you both admire to agree on a standard.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} puts function before form, keeps things plain and practical, and makes sure the pair's work serves its purpose.",
      higherBrings:
        "{higher} is moved by beauty, design and craft, and brings an eye for detail that makes the pair's work more appealing and memorable.",
      misreads:
        "{higher} may see {lower} as indifferent to quality, while {lower} may see {higher}'s focus on looks as time taken from the substance.",
      agreements: [
        "Decide together which deliverables face customers and are worth the extra design effort.",
        "Let {lower} check that the content works before {higher} polishes how it looks.",
        "Agree on one shared style so design choices do not have to be argued each time.",
      ],
    },
  },

  // O3 Emotionality: how aware a person is of their own feelings.
  O3: {
    "low-neutral": {
      lowerBrings: "{lower} keeps decisions on facts and logic and is rarely swayed by the mood of the moment.",
      higherBrings:
        "{higher} is a bit more tuned in to feelings and will often want to talk about how a decision sits with people.",
      misreads:
        "{higher} may find {lower} a little detached, and {lower} may feel {higher} brings feelings into matters that are about facts.",
      agreements: [
        "Include both the facts and the effect on people when you review a decision.",
        "Ask each other how a decision feels as well as what it means for the plan.",
        "Agree on when a conversation is about the numbers and when it is about the team.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} notices feelings but keeps them in balance with facts, helping the pair weigh both.",
      higherBrings:
        "{higher} is deeply aware of emotions, names how things feel and helps the pair understand the human side of the work.",
      misreads:
        "{lower} may find {higher}'s focus on feelings hard to act on, while {higher} may sense {lower} holding back and wonder what they really feel.",
      agreements: [
        "Start project reviews with a quick round on how the work is feeling.",
        "Let {higher} gauge the team's mood before big announcements.",
        "Turn each feeling that comes up into a practical question you can act on.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} keeps emotions out of the work, reasons calmly from the facts and brings clear-headed judgment to the pair.",
      higherBrings:
        "{higher} is highly aware of feelings, their own and other people's, and brings an emotional insight that helps the pair handle people well.",
      misreads:
        "{higher} may see {lower} as cold or unfeeling, while {lower} may see {higher} as overly emotional or hard to follow when feelings lead.",
      agreements: [
        "Agree that both feelings and facts are valid input, and give each its turn in a discussion.",
        "Let {higher} flag how a change may land with people, and {lower} lay out the logic behind it.",
        "Write down what was decided and why after any emotional discussion.",
      ],
    },
  },

  // O4 Adventurousness: how eager a person is to try new activities and ways of doing things.
  O4: {
    "low-neutral": {
      lowerBrings: "{lower} likes familiar routines and gets good results from tried ways of working.",
      higherBrings: "{higher} will often want a bit more variety and is keen to try a new tool or route now and then.",
      misreads:
        "{higher} may think {lower} is stuck in a rut, and {lower} may feel {higher} changes things that are already working.",
      agreements: [
        "Keep core routines stable and agree on one area where new methods can be tried.",
        "Give each other notice before changing a shared process.",
        "Review each trial after a month and keep only what helped.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is open to change in moderation and can help the pair decide when a new approach is worth the disruption.",
      higherBrings: "{higher} loves variety, jumps at new experiences and keeps the pair adapting and learning.",
      misreads:
        "{lower} may feel {higher} switches things up too often, while {higher} may feel {lower} is slow to try anything new.",
      agreements: [
        "Agree on how often you will try out new tools or routines.",
        "Let {higher} scout new approaches and present the most promising one each quarter.",
        "Document each change you make so neither of you is caught out.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} prefers the familiar and values routine, giving the pair consistency and real mastery of how things are done.",
      higherBrings:
        "{higher} seeks out new activities and ways of working, welcomes change and keeps the pair fresh and adaptable.",
      misreads:
        "{higher} may see {lower} as set in their ways, while {lower} may see {higher} as restless and unable to stick with anything.",
      agreements: [
        "Agree on which routines are fixed and which are open to experiment.",
        "Let {higher} try new methods on their own tasks first and share the results.",
        "Give {lower} time to learn a new way of working before it becomes the default.",
      ],
    },
  },

  // O5 Intellect: how much a person enjoys ideas, puzzles and abstract thinking.
  O5: {
    "low-neutral": {
      lowerBrings: "{lower} prefers practical problems to theory and gets straight to what works.",
      higherBrings:
        "{higher} will often want to dig a bit deeper into the reasoning and enjoys working through a puzzle.",
      misreads:
        "{higher} may feel {lower} skips over the why, and {lower} may feel {higher} spends time on theory that does not change the result.",
      agreements: [
        "Agree on how much analysis a decision needs before you start on it.",
        "Ask {higher} to sum up the reasoning in a few lines.",
        "Test ideas on a real case as soon as you can.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} enjoys ideas when they are useful and can help the pair keep analysis tied to action.",
      higherBrings:
        "{higher} loves complex problems and abstract ideas, and brings a depth of thinking that helps the pair crack hard questions.",
      misreads:
        "{lower} may feel {higher} overcomplicates things, while {higher} may feel {lower} settles for a shallow answer.",
      agreements: [
        "Let {higher} take the hardest analytical problems and {lower} check the answers against real cases.",
        "Set a time limit on open-ended discussions.",
        "End every piece of analysis with a clear recommendation.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is hands-on and practical, prefers doing to debating and keeps the pair focused on results rather than theory.",
      higherBrings:
        "{higher} thrives on ideas, puzzles and abstract thinking, and brings a depth that helps the pair solve complex problems.",
      misreads:
        "{higher} may see {lower} as uninterested in understanding things properly, while {lower} may see {higher} as lost in theory and slow to act.",
      agreements: [
        "Agree that every discussion of ideas ends with one practical next step.",
        "Let {lower} test {higher}'s thinking against real examples early on.",
        "Use plain language and concrete examples when explaining ideas to each other.",
      ],
    },
  },

  // O6 Liberalism: how readily a person questions rules, conventions and established authority.
  O6: {
    "low-neutral": {
      lowerBrings:
        "{lower} respects established rules and ways of doing things, which gives the pair stability and credibility.",
      higherBrings:
        "{higher} will often want to ask a bit more about why a rule exists and whether it still serves its purpose.",
      misreads:
        "{lower} may take {higher}'s questions as disrespect for how things are done, and {higher} may see {lower} as accepting rules a bit too readily.",
      agreements: [
        "Ask why before changing a rule, and explain why before keeping one.",
        "Agree on which rules are fixed and which are open to discussion.",
        "Take any suggested rule change to the person who owns the rule together.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} values sensible rules but is willing to question them, helping the pair choose which ones to challenge.",
      higherBrings:
        "{higher} readily challenges conventions and authority, which pushes the pair to rethink outdated practices.",
      misreads:
        "{lower} may feel {higher} challenges rules for the sake of it, while {higher} may feel {lower} defends the way things are by default.",
      agreements: [
        "Pick the outdated practices that are worth challenging and let the rest be.",
        "Let {higher} draft proposals for change and {lower} check how they fit existing commitments.",
        "Raise disagreements with a rule through the channel you have agreed on.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} respects tradition, rules and authority, giving the pair reliability and keeping the trust of those who set direction.",
      higherBrings:
        "{higher} questions rules, conventions and authority, giving the pair fresh thinking and the courage to challenge what no longer works.",
      misreads:
        "{higher} may see {lower} as rigid or unwilling to question anything, while {lower} may see {higher} as disrespectful or as stirring up trouble.",
      agreements: [
        "Agree that a rule is challenged openly and always with a proposed alternative.",
        "Follow shared rules in daily work while a change to them is being discussed.",
        "Ask {lower} to explain what a rule protects before {higher} proposes dropping it.",
      ],
    },
  },

  // Agreeableness facets

  // A1 Trust: how readily a person assumes others are honest and mean well.
  A1: {
    "low-neutral": {
      lowerBrings:
        "{lower} checks claims and promises before relying on them, which protects the pair from being caught out.",
      higherBrings:
        "{higher} will often give others a bit more benefit of the doubt, which helps new working relationships start well.",
      misreads:
        "{higher} may find {lower}'s questions about other people's motives a little suspicious, and {lower} may feel {higher} takes people at their word too quickly.",
      agreements: [
        "Agree on which commitments from others need a written confirmation.",
        "Give new partners a fair start and review together how it is going after a month.",
        "Share concerns about others with each other in private, along with the facts behind them.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} trusts others but keeps an eye on the facts, helping the pair be open without being naive.",
      higherBrings:
        "{higher} assumes the best in people, builds trust quickly and makes others want to work with the pair.",
      misreads:
        "{higher} may feel {lower} is guarded with people, while {lower} may feel {higher} overlooks warning signs.",
      agreements: [
        "Agree on a simple check for the key promises other people make to you.",
        "Let {higher} build new relationships while {lower} keeps track of what was agreed.",
        "Raise doubts about someone's reliability with evidence, not impressions.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is skeptical, checks other people's intentions and claims, and protects the pair from being taken advantage of.",
      higherBrings:
        "{higher} believes in people's good intentions, builds trust fast and creates goodwill that opens doors for the pair.",
      misreads:
        "{higher} may see {lower} as cynical or suspicious, while {lower} may see {higher} as naive or easily fooled.",
      agreements: [
        "Agree on what evidence you need before relying on someone else's commitment.",
        "Let {higher} open new relationships and {lower} review the fine print.",
        "Discuss any doubt about a colleague privately and fairly before acting on it.",
      ],
    },
  },

  // A2 Morality: how straightforward and open a person is in their dealings with others.
  A2: {
    "low-neutral": {
      lowerBrings:
        "{lower} thinks tactically in negotiations and knows when to keep some information close, which can help the pair get a good outcome.",
      higherBrings:
        "{higher} will often want a bit more openness in how the pair deals with others and prefers to put things plainly.",
      misreads:
        "{higher} may find {lower}'s tactics a little calculated, and {lower} may see {higher}'s openness as giving too much away.",
      agreements: [
        "Agree before each negotiation on what you will share and what you will keep back.",
        "Be fully open with each other even when you are being tactical with others.",
        "Check any persuasive message together to make sure it stays accurate.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} is honest but pragmatic, and can help the pair judge when complete openness serves the goal.",
      higherBrings:
        "{higher} is candid and straightforward, says what they mean and earns the pair a reputation for fair dealing.",
      misreads:
        "{higher} may feel {lower} plays things too close to the chest, while {lower} may feel {higher} is too quick to put every card on the table.",
      agreements: [
        "Agree on the facts you will always share openly with others.",
        "Let {higher} lead the conversations where trust matters most.",
        "Talk through any message that might be read as spin before sending it.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is strategic and comfortable with persuasion and negotiation, reads a situation well and helps the pair win tough deals.",
      higherBrings:
        "{higher} is straightforward, transparent and uncomfortable with any spin, giving the pair credibility and earning people's confidence.",
      misreads:
        "{higher} may see {lower}'s tactics as manipulative or not fully honest, while {lower} may see {higher} as naive or too rigid to get things done.",
      agreements: [
        "Agree on clear lines about what the two of you will never say or hide.",
        "Plan tough negotiations together, with {lower} shaping the tactics and {higher} checking that they are fair.",
        "Stay fully open with each other about what each of you has said to others.",
      ],
    },
  },

  // A3 Altruism: how much a person goes out of their way to help others.
  A3: {
    "low-neutral": {
      lowerBrings: "{lower} protects their time and focus, which keeps the pair's own priorities on track.",
      higherBrings: "{higher} will often want to lend others a bit more help and notices when someone needs a hand.",
      misreads:
        "{higher} may think {lower} is not much of a team player, and {lower} may feel {higher} takes on other people's work too readily.",
      agreements: [
        "Agree on how much time each week you can give to helping others.",
        "Finish shared commitments before taking on outside requests.",
        "Tell each other when a favor for someone else affects a joint deadline.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} helps when it counts and keeps an eye on their own workload, helping the pair balance generosity with delivery.",
      higherBrings:
        "{higher} is generous with time and support, builds goodwill and makes the pair a go-to source of help.",
      misreads:
        "{lower} may feel {higher} says yes to everyone, while {higher} may see {lower} as less willing to help than they really are.",
      agreements: [
        "Let {higher} take the lead on mentoring and {lower} guard your shared focus time.",
        "Check with each other before accepting any request that will take more than an hour.",
        "Keep each other posted on who you are helping so nothing important is dropped.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} guards their own time and priorities, gets their own work done and keeps the pair from being stretched too thin.",
      higherBrings:
        "{higher} goes out of their way to help others, builds strong goodwill and makes the pair valued across the team.",
      misreads:
        "{higher} may see {lower} as selfish or unhelpful, while {lower} may see {higher} as neglecting shared work to please everyone.",
      agreements: [
        "Agree on how much of your joint time goes to helping others each month.",
        "Let {higher} offer help and {lower} check what it costs your shared plan.",
        "Recognize each other's contribution, whether it shows up as help given or as work delivered.",
      ],
    },
  },

  // A4 Cooperation: how much a person prefers agreement and compromise to confrontation.
  A4: {
    "low-neutral": {
      lowerBrings: "{lower} is willing to confront problems directly and will not back down just to end an argument.",
      higherBrings:
        "{higher} will often look a bit harder for a middle ground and prefers to settle differences without a fight.",
      misreads:
        "{higher} may find {lower} combative in a disagreement, and {lower} may feel {higher} gives ground too quickly.",
      agreements: [
        "State each position clearly before looking for a compromise.",
        "Agree to disagree openly when there is no middle ground, and take the question upward together.",
        "Keep arguments to the issue, and close each one with what was decided.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} looks for agreement but will stand firm when needed, helping the pair avoid easy compromises.",
      higherBrings:
        "{higher} dislikes confrontation, finds common ground and keeps the pair's working relationships smooth.",
      misreads:
        "{lower} may feel {higher} avoids the hard conversation, while {higher} may feel {lower} turns differences into a contest.",
      agreements: [
        "Write a short summary of both views before deciding.",
        "Let {higher} lead on finding options that work for everyone, and {lower} test them for weak spots.",
        "Agree that raising a disagreement is welcome and no threat to your working relationship.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is ready to confront, argue a point hard and compete for the best outcome, so the pair does not sidestep real problems.",
      higherBrings:
        "{higher} avoids confrontation, compromises readily and keeps the peace, protecting the pair's relationships with others.",
      misreads:
        "{higher} may see {lower} as aggressive or quarrelsome, while {lower} may see {higher} as a pushover who gives in too easily.",
      agreements: [
        "Agree that {higher} will state a disagreement before accepting any compromise.",
        "Ask {lower} to propose a solution whenever raising a complaint.",
        "Set a time limit on debates and decide together how to settle a deadlock.",
      ],
    },
  },

  // A5 Modesty: how much a person plays down their own achievements.
  A5: {
    "low-neutral": {
      lowerBrings: "{lower} is comfortable talking about what they achieve, which helps the pair's work get noticed.",
      higherBrings:
        "{higher} will often play down their own part a bit more and prefers to let results speak for themselves.",
      misreads:
        "{higher} may find {lower}'s self-promotion a little much, and {lower} may feel {higher} undersells the pair's work.",
      agreements: [
        "Agree on how your joint work will be credited before presenting it.",
        "Name each other's specific contributions in updates to others.",
        "Share the job of reporting results so both voices are heard.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} can speak up for their work without overdoing it, helping the pair get fair recognition.",
      higherBrings:
        "{higher} is humble and quick to share credit, which builds trust and makes others want to work with the pair.",
      misreads:
        "{higher} may feel {lower} takes up more of the credit, while {lower} may feel {higher}'s modesty hides their real contribution.",
      agreements: [
        "Let {lower} present joint results and name {higher}'s part clearly.",
        "Keep a shared record of what each of you delivered.",
        "Encourage {higher} to share one of their own wins in each team update.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is confident about their strengths and achievements, and makes sure the pair's contribution is seen and valued.",
      higherBrings:
        "{higher} is modest, plays down their own role and shares credit generously, which builds trust and keeps the focus on the team.",
      misreads:
        "{higher} may see {lower} as boastful or credit-seeking, while {lower} may see {higher} as lacking confidence or hiding their light.",
      agreements: [
        "Agree in advance who will present your results and how both of you will be credited.",
        "Ask {lower} to name {higher}'s contributions and {higher} to name their own at least once.",
        "Keep a joint log of achievements to draw on in performance reviews.",
      ],
    },
  },

  // A6 Sympathy: how strongly a person is moved by others' difficulties.
  A6: {
    "low-neutral": {
      lowerBrings: "{lower} keeps a clear, objective head when a colleague is struggling, and makes decisions fairly.",
      higherBrings:
        "{higher} will often be a bit more moved by other people's difficulties and wants to make allowances for them.",
      misreads:
        "{higher} may find {lower} a little hard-nosed, and {lower} may feel {higher} lets feelings weigh too heavily in decisions.",
      agreements: [
        "Consider the person and the standard together when deciding anything about someone's work.",
        "Agree on what kind of support you can offer a colleague who is struggling.",
        "Explain your reasoning whenever a tough call affects someone.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} cares about others but keeps decisions balanced, helping the pair be kind and fair at the same time.",
      higherBrings:
        "{higher} is deeply compassionate, notices when people are struggling and makes the pair a source of real support.",
      misreads:
        "{lower} may feel {higher} bends rules for people too easily, while {higher} may feel {lower} does not see the human cost of a decision.",
      agreements: [
        "Let {higher} check in with colleagues who are going through hard times.",
        "Agree on the limits of any exception before it is offered.",
        "Talk tough decisions about people through together before acting on them.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} stays objective and tough-minded about other people's difficulties, and helps the pair make fair, consistent decisions.",
      higherBrings:
        "{higher} is strongly moved by others' struggles and shows a compassion that helps people feel cared for and supported.",
      misreads:
        "{higher} may see {lower} as cold or uncaring, while {lower} may see {higher} as soft or too easily swayed by a hard-luck story.",
      agreements: [
        "Agree on fair standards first, then discuss where compassion allows some flexibility.",
        "Let {higher} lead the conversation with a struggling colleague and {lower} plan the practical next steps.",
        "Review each exception you make together so your decisions stay consistent.",
      ],
    },
  },

  // Conscientiousness facets

  // C1 Self-Efficacy: how confident a person is that they can get things done.
  C1: {
    "low-neutral": {
      lowerBrings:
        "{lower} is realistic about what they can take on and readily asks for input, which keeps the pair from overpromising.",
      higherBrings:
        "{higher} is a bit more sure of handling whatever comes up, and will often volunteer for a challenge.",
      misreads:
        "{higher} may read {lower}'s caution as a lack of confidence, and {lower} may feel {higher} commits before checking.",
      agreements: [
        "Agree on what you can realistically take on before saying yes.",
        "Break big new tasks into first steps that test the plan.",
        "Ask for help early whenever a task turns out harder than expected.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} trusts their abilities but checks before committing, helping the pair promise only what it can deliver.",
      higherBrings: "{higher} is confident and capable, takes on hard tasks readily and gives the pair a can-do drive.",
      misreads:
        "{lower} may feel {higher} overestimates what can be done, while {higher} may see {lower}'s checks as self-doubt.",
      agreements: [
        "Estimate the effort together before committing to a deadline.",
        "Let {higher} take the lead on stretch tasks, with {lower} reviewing progress midway.",
        "Celebrate each other's successes to build confidence on both sides.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is careful about what they can handle and seeks advice, keeping the pair realistic and open to help.",
      higherBrings:
        "{higher} is confident they can handle whatever comes, takes on challenges eagerly and keeps the pair moving forward.",
      misreads:
        "{higher} may see {lower} as unsure of themselves or their ability, while {lower} may see {higher} as overconfident or dismissive of real difficulty.",
      agreements: [
        "Agree on how the two of you decide whether a new challenge is realistic.",
        "Let {higher} take on stretch goals and {lower} name the support they would need.",
        "Look back each month at what went well, so both confidence and caution rest on results.",
      ],
    },
  },

  // C2 Orderliness: how much a person keeps things organized and structured.
  C2: {
    "low-neutral": {
      lowerBrings:
        "{lower} works comfortably without a fixed system and does not lose time tidying what does not need it.",
      higherBrings:
        "{higher} will often want a bit more order in shared files and schedules, and keeps things easy to find.",
      misreads:
        "{higher} may find {lower}'s way of working chaotic, and {lower} may find {higher}'s filing a little fussy.",
      agreements: [
        "Agree on one folder structure and naming rule for your joint files.",
        "Keep your personal work organized however each of you likes.",
        "Tidy up the shared task list together once a week.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} keeps enough order to find what matters, and can help the pair keep its systems simple.",
      higherBrings: "{higher} loves order, builds clear systems and keeps the pair's work easy to track and hand over.",
      misreads:
        "{lower} may feel {higher}'s systems are more than the work needs, while {higher} may feel {lower} does not keep to them.",
      agreements: [
        "Let {higher} design shared systems and {lower} test how easy they are to use.",
        "Agree on the few rules that both of you always follow for shared work.",
        "Review your systems every quarter and drop whatever is not used.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is comfortable with some mess and can work around clutter, so the pair stays flexible and does not get bogged down in systems.",
      higherBrings:
        "{higher} keeps things neat, structured and systematic, giving the pair clarity and making work easy to find and share.",
      misreads:
        "{higher} may see {lower} as sloppy or disorganized, while {lower} may see {higher} as fussy or more focused on order than on results.",
      agreements: [
        "Agree on a minimum standard of order for shared spaces and files.",
        "Let {higher} set up the shared system and {lower} keep their own space as they like.",
        "Spend ten minutes at the end of each week tidying your joint work together.",
      ],
    },
  },

  // C3 Dutifulness: how strongly a person feels bound by obligations, promises and rules.
  C3: {
    "low-neutral": {
      lowerBrings: "{lower} treats rules as guidelines and will bend them when the situation calls for it.",
      higherBrings: "{higher} will often want a bit more care in keeping to agreements and following procedures.",
      misreads:
        "{higher} may take {lower}'s flexibility as not keeping their word, and {lower} may find {higher} a bit rule-bound.",
      agreements: [
        "Agree on which commitments are firm and which are best efforts.",
        "Tell each other before changing a plan you have promised to someone.",
        "Decide together when it is right to make an exception to a procedure.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} keeps their word but is pragmatic, helping the pair know when an obligation can flex.",
      higherBrings:
        "{higher} is dependable and principled, honors every commitment and gives the pair a reputation for reliability.",
      misreads:
        "{lower} may feel {higher} is too strict about the rules, while {higher} may feel {lower} treats commitments too lightly.",
      agreements: [
        "Write down your key commitments as a pair and review them every week.",
        "Let {higher} track obligations and {lower} flag where one could be renegotiated.",
        "Raise any doubt about a promise before it falls due.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is flexible about rules and obligations, adapts to circumstances and keeps the pair from being trapped by procedure.",
      higherBrings:
        "{higher} has a strong sense of duty, follows rules and keeps promises, giving the pair trustworthiness and reliability.",
      misreads:
        "{higher} may see {lower} as unreliable or careless with promises, while {lower} may see {higher} as rigid or more devoted to rules than to results.",
      agreements: [
        "Agree that every promise to others is either kept or renegotiated openly.",
        "List the rules that are non-negotiable for the two of you and treat the rest as guidelines.",
        "Let {lower} suggest where a rule could bend, and decide on it together.",
      ],
    },
  },

  // C4 Achievement-Striving: how hard a person pushes toward ambitious goals.
  C4: {
    "low-neutral": {
      lowerBrings: "{lower} is content with solid, steady results and keeps work in balance with the rest of life.",
      higherBrings: "{higher} will often want to aim a bit higher and push for a stronger result.",
      misreads:
        "{higher} may take {lower}'s contentment as a lack of ambition, and {lower} may feel {higher} raises the bar when the work is already good enough.",
      agreements: [
        "Agree on the target for each project before it starts.",
        "Let {higher} propose stretch goals and decide together which ones to adopt.",
        "Respect each other's limits on working hours.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} works hard toward goals but keeps them realistic, helping the pair stay ambitious without burning out.",
      higherBrings:
        "{higher} is highly driven, sets ambitious goals and pushes the pair to achieve more than it thought it could.",
      misreads: "{lower} may feel {higher} is never satisfied, while {higher} may feel {lower} settles too soon.",
      agreements: [
        "Set a base goal and a stretch goal for each project.",
        "Celebrate reaching the base goal, not only the stretch.",
        "Check your workload before adding any new ambition.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} is satisfied with solid results and keeps a healthy balance between work and life, helping the pair avoid overwork.",
      higherBrings:
        "{higher} is ambitious and driven, sets high goals and works hard to reach them, pushing the pair toward excellent work.",
      misreads:
        "{higher} may see {lower} as lacking drive or commitment, while {lower} may see {higher} as someone who lives for work and expects too much.",
      agreements: [
        "Agree on what success looks like for each project, including a realistic minimum.",
        "Let {higher} lead on stretch goals while {lower} keeps an eye on workload and priorities.",
        "Set clear working hours for the two of you and respect them.",
      ],
    },
  },

  // C5 Self-Discipline: how well a person gets themselves to start and finish tasks, even dull ones.
  C5: {
    "low-neutral": {
      lowerBrings:
        "{lower} works best in bursts of interest and can bring real energy when a task catches their attention.",
      higherBrings: "{higher} will often want a bit more steady progress and gets started on tasks without much delay.",
      misreads:
        "{higher} may take {lower}'s last-minute finishes as risky, and {lower} may feel {higher} frets about tasks that will get done anyway.",
      agreements: [
        "Set a midpoint check on longer tasks.",
        "Split dull shared tasks so each of you takes the part you can face most easily.",
        "Agree on a buffer of a day or two before important deadlines.",
      ],
    },
    "neutral-high": {
      lowerBrings: "{lower} usually gets things done in good time and can help the pair keep a realistic pace.",
      higherBrings:
        "{higher} works steadily, finishes what they start even when it is dull and keeps the pair's work on track.",
      misreads:
        "{lower} may feel {higher} expects a relentless pace, while {higher} may feel {lower} leaves things a little too late.",
      agreements: [
        "Break shared work into weekly milestones.",
        "Let {higher} set the schedule and {lower} raise any slip as soon as it appears.",
        "Tackle the dullest shared task first thing in the week.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} works in bursts when motivated, switches tasks easily and brings energy to work that catches their interest.",
      higherBrings:
        "{higher} is disciplined and persistent, starts promptly, finishes what they start and keeps the pair reliably on track.",
      misreads:
        "{higher} may see {lower} as putting things off or hard to rely on, while {lower} may see {higher} as rigid or as nagging about progress.",
      agreements: [
        "Agree on dated milestones for shared work, not only final deadlines.",
        "Pair up on dull tasks so {higher}'s steadiness helps {lower} get started.",
        "Let {lower} take the tasks that need a burst of creative energy.",
      ],
    },
  },

  // C6 Cautiousness: how much a person thinks things through before deciding or acting.
  C6: {
    "low-neutral": {
      lowerBrings:
        "{lower} decides quickly and is comfortable acting on incomplete information, which keeps the pair moving.",
      higherBrings: "{higher} will often want a bit more time to think a decision through before acting on it.",
      misreads:
        "{higher} may find {lower}'s speed a little hasty, and {lower} may feel {higher} takes longer than a decision needs.",
      agreements: [
        "Agree on which decisions need a night's thought and which can be made on the spot.",
        "Set a deadline for each decision so the thinking time has an end.",
        "Write a short note of the reasons behind each major decision.",
      ],
    },
    "neutral-high": {
      lowerBrings:
        "{lower} thinks things through but can make a call when needed, helping the pair balance care and speed.",
      higherBrings:
        "{higher} weighs options carefully, considers the consequences and protects the pair from rash decisions.",
      misreads:
        "{lower} may feel {higher} overthinks simple choices, while {higher} may feel {lower} decides before every option is on the table.",
      agreements: [
        "Let {higher} lead on decisions that are hard to reverse.",
        "Agree on how much information is enough before deciding.",
        "Make quick decisions on small matters that are easy to undo.",
      ],
    },
    "low-high": {
      lowerBrings:
        "{lower} decides fast and acts on instinct, giving the pair speed and the ability to seize opportunities.",
      higherBrings:
        "{higher} thinks carefully before acting, weighs risks and consequences and keeps the pair from costly mistakes.",
      misreads:
        "{higher} may see {lower} as rash or impulsive, while {lower} may see {higher} as slow, indecisive or too careful to act.",
      agreements: [
        "Sort decisions into easy and hard to reverse, and give the second kind more time.",
        "Set a clear deadline for each decision that both of you respect.",
        "Let {lower} move quickly on small calls and {higher} review the big ones.",
      ],
    },
  },
};

const conflict: PairTexts["conflict"] = {
  // Domains

  // N Neuroticism
  N: {
    friction:
      "When pressure rises, {higher} wants to talk through what could go wrong while {lower} wants to keep moving, and each can feel the other is making the situation harder.",
    say: [
      "I want to take your concern seriously. Can you walk me through the part that worries you most?",
      "We see this differently, so let's agree on what we'll watch for and when we'll check in again.",
    ],
    avoid: [
      "Telling the other person to calm down or that they are overthinking it.",
      "Treating a steady reaction as proof that someone does not care about the outcome.",
    ],
  },

  // E Extraversion
  E: {
    friction:
      "{higher} wants to talk things through right away and in person, while {lower} needs time alone to think first, so one feels shut out and the other feels pushed.",
    say: [
      "Let's take ten minutes to think on our own, then come back and compare notes.",
      "How do you prefer to hear about new ideas: a quick chat, or a message you can read first?",
    ],
    avoid: [
      "Pressing for an answer on the spot when the other person has asked for time.",
      "Reading a quiet response as agreement, or a lively one as not listening.",
    ],
  },

  // O Openness to Experience
  O: {
    friction:
      "{higher} wants to try a new approach while {lower} wants to stay with what works, and each can feel the other is either blocking progress or putting the result at risk.",
    say: [
      "What would we need to see in a small trial for both of us to feel good about changing this?",
      "Before we decide anything, I'd like to hear what you value about the way we do it now.",
    ],
    avoid: [
      "Calling the other view old-fashioned or unrealistic.",
      "Starting the change, or shutting it down, before the other person has had a say.",
    ],
  },

  // A Agreeableness
  A: {
    friction:
      "{lower} pushes back openly and expects the same in return, while {higher} tries to keep things harmonious, so {lower} may feel stonewalled and {higher} may feel steamrolled.",
    say: [
      "I'd like us both to say what we really think, and to say it in a way the other can hear.",
      "Disagreeing about the plan is fine with me, and it doesn't change how much I value working with you.",
    ],
    avoid: [
      "Going after the person instead of the proposal.",
      "Nodding along to end the conversation while still disagreeing.",
    ],
  },

  // C Conscientiousness
  C: {
    friction:
      "{higher} wants plans, deadlines and details settled early, while {lower} prefers to stay flexible and work things out along the way, so each can feel the other makes the work harder.",
    say: [
      "Which parts of this need to be nailed down now, and which can we leave open?",
      "When a deadline is at risk, I'd like us to hear about it early. How should we flag that to each other?",
    ],
    avoid: [
      "Turning one missed detail into a judgment about the other person's reliability.",
      "Adding rules or checklists to shared work without talking them through first.",
    ],
  },

  // Neuroticism facets

  // N1 Anxiety
  N1: {
    friction:
      "{higher} wants to plan for what might go wrong before moving ahead, while {lower} wants to start and deal with problems if they come, so one feels exposed and the other held back.",
    say: [
      "Let's list what could go wrong and decide which of those are worth planning for today.",
      "What would help you feel ready to move ahead on this?",
    ],
    avoid: [
      "Dismissing a concern as something that will never happen.",
      "Raising the same worry again and again without offering a way to deal with it.",
    ],
  },

  // N2 Anger
  N2: {
    friction:
      "{higher} gets frustrated quickly and shows it, while {lower} stays calm and may withdraw, so {higher} feels unheard and {lower} feels on the receiving end.",
    say: [
      "I can see this matters a lot. Let's take a few minutes, then look at what we can fix.",
      "I want to hear what's frustrating you, and I'd like us to finish with one step we both agree on.",
    ],
    avoid: [
      "Raising your voice or sending a sharp message in the heat of the moment.",
      "Going silent and leaving the other person to guess what you think.",
    ],
  },

  // N3 Depression
  N3: {
    friction:
      "After a setback, {higher} needs time to absorb the disappointment while {lower} wants to move on quickly, so {higher} can feel rushed and {lower} can feel slowed down.",
    say: [
      "That was a real disappointment. Can we take a moment on it before we plan what's next?",
      "What's one small thing we could finish this week that would feel like progress?",
    ],
    avoid: [
      "Telling the other person to look on the bright side or simply cheer up.",
      "Treating someone's low energy after a setback as a lack of commitment.",
    ],
  },

  // N4 Self-Consciousness
  N4: {
    friction:
      "{lower} is happy to share unfinished work or point out slips in front of others, while {higher} feels exposed by it, so {higher} may feel embarrassed and {lower} second-guessed.",
    say: [
      "Would you rather I raise things like this with you one to one, or is the team meeting fine?",
      "Let's agree on how we share work in progress so we're both comfortable with it.",
    ],
    avoid: [
      "Pointing out the other person's mistake in front of colleagues.",
      "Joking about someone's nerves or about how much they prepare.",
    ],
  },

  // N5 Immoderation
  N5: {
    friction:
      "{higher} jumps on whatever feels rewarding or urgent in the moment, while {lower} sticks to the plan, so {higher} can feel reined in and {lower} can feel the plan is being ignored.",
    say: [
      "That sounds good. Can we finish this piece first and then look at it together?",
      "Let's agree on how much room we leave each week for ideas that come up on the spot.",
    ],
    avoid: [
      "Saying yes on the spot to something that changes your shared plans.",
      "Lecturing the other person about self-control.",
    ],
  },

  // N6 Vulnerability
  N6: {
    friction:
      "When a crisis hits, {lower} switches into action and expects the same, while {higher} feels overwhelmed and needs a moment and support, so {lower} feels slowed and {higher} left alone.",
    say: [
      "What would help you most right now: a plan, a hand with the work, or a few minutes?",
      "Let's break this into the next three steps and take them one at a time.",
    ],
    avoid: [
      "Saying it's not that bad to someone who is struggling with the pressure.",
      "Piling on more urgent requests while the other person is already stretched.",
    ],
  },

  // Extraversion facets

  // E1 Friendliness
  E1: {
    friction:
      "{higher} looks for warmth and personal connection at work, while {lower} keeps to business, so {higher} can feel kept at arm's length and {lower} pushed to be more personal.",
    say: [
      "I enjoy working with you, even if I don't always show it the way you do.",
      "Is there a way of working together that feels comfortable for both of us?",
    ],
    avoid: [
      "Taking a brief or reserved reply as a sign of dislike.",
      "Pressing someone to share personal details or to join every social event.",
    ],
  },

  // E2 Gregariousness
  E2: {
    friction:
      "{higher} wants to work in groups and join team events, while {lower} prefers working alone or in small settings, so {higher} feels left on their own and {lower} feels crowded.",
    say: [
      "I work best with some quiet time. Can we plan when we'll work together and when apart?",
      "Which of these group sessions matter most to you, so I can make sure I'm there for those?",
    ],
    avoid: [
      "Calling someone antisocial for skipping an event.",
      "Signing the other person up for group activities without asking.",
    ],
  },

  // E3 Assertiveness
  E3: {
    friction:
      "{higher} takes the lead and speaks up quickly, while {lower} waits to be asked, so {higher} may think there is agreement and {lower} may feel overruled without being heard.",
    say: [
      "Before we decide, I'd like to hear what you think, even if it's still half-formed.",
      "Let's agree on who decides what, so neither of us feels sidelined.",
    ],
    avoid: ["Taking silence as agreement.", "Interrupting the other person or finishing their point for them."],
  },

  // E4 Activity Level
  E4: {
    friction:
      "{higher} wants to move fast and keep many things going at once, while {lower} prefers a steady pace, so {higher} feels held back and {lower} feels rushed.",
    say: [
      "Which of these truly has to happen this week, and which can wait?",
      "I want to keep up and do this well. Can we agree on a pace that works for both of us?",
    ],
    avoid: [
      "Handing over new urgent tasks without asking about the current load.",
      "Describing a steady pace as lazy or a fast one as reckless.",
    ],
  },

  // E5 Excitement-Seeking
  E5: {
    friction:
      "{higher} pushes for bold, exciting moves, while {lower} prefers the calm and safe route, so {higher} feels stifled and {lower} feels dragged into risks they did not choose.",
    say: [
      "What's the worst that could happen here, and could we live with it?",
      "I can see why this excites you. Can we find a version with less downside?",
    ],
    avoid: [
      "Calling the other person boring or reckless.",
      "Committing both of you to a risky plan without talking it over first.",
    ],
  },

  // E6 Cheerfulness
  E6: {
    friction:
      "{higher} meets problems with humor and optimism, while {lower} wants to treat them seriously, so {lower} feels the issue is brushed off and {higher} feels the mood is being dampened.",
    say: [
      "I'd like us to take this seriously for a few minutes, and then we can lighten up.",
      "I appreciate your energy. Can we also agree on what could go wrong?",
    ],
    avoid: ["Making light of a problem the other person is worried about.", "Treating someone's enthusiasm as naive."],
  },

  // Openness facets

  // O1 Imagination
  O1: {
    friction:
      "{higher} wants to explore big possibilities, while {lower} wants to stay with concrete facts, so {higher} feels boxed in and {lower} feels the discussion is going nowhere.",
    say: [
      "Can you show me one concrete example of how this would work?",
      "Let's spend ten minutes on the big picture, then pick one thing to do.",
    ],
    avoid: [
      "Dismissing an idea as unrealistic before it has been explained.",
      "Talking in abstractions when the other person asks for specifics.",
    ],
  },

  // O2 Artistic Interests
  O2: {
    friction:
      "{higher} wants to spend time on how the work looks and feels, while {lower} cares mainly that it works, so {higher} feels the craft is dismissed and {lower} feels time is being lost.",
    say: [
      "Who is going to see this, and how polished does it need to be for them?",
      "Show me what difference the design makes, and I'll help find the time for it.",
    ],
    avoid: [
      "Calling design work fluff or decoration.",
      "Holding up a deadline over small visual details without agreeing on it first.",
    ],
  },

  // O3 Emotionality
  O3: {
    friction:
      "{higher} wants to talk about how things feel, while {lower} wants to stick to facts and logic, so {higher} feels dismissed and {lower} feels the discussion has lost its focus.",
    say: [
      "I'd like to hear how this feels to you, and then look at the facts together.",
      "Help me understand what's behind this for you.",
    ],
    avoid: [
      "Telling the other person they are being too emotional, or that feelings have no place at work.",
      "Insisting the other person show or name feelings they prefer to keep private.",
    ],
  },

  // O4 Adventurousness
  O4: {
    friction:
      "{higher} keeps bringing new ways of doing things, while {lower} prefers the routine that works, so {higher} feels held back and {lower} feels the ground keeps shifting.",
    say: ["What would make it easier for you to try this?", "Can we keep what works and test one change at a time?"],
    avoid: [
      "Changing a shared routine without telling the other person.",
      "Refusing on principle to try anything new.",
    ],
  },

  // O5 Intellect
  O5: {
    friction:
      "{higher} wants to explore the ideas behind a problem, while {lower} wants to get on and solve it, so {higher} feels the thinking is rushed and {lower} feels the talk is too abstract.",
    say: ["Walk me through the idea with a real example.", "How much thinking does this need before we can act?"],
    avoid: ["Using jargon or theory to win an argument.", "Calling careful analysis a waste of time."],
  },

  // O6 Liberalism
  O6: {
    friction:
      "{higher} wants to question or bend a rule that no longer seems to make sense, while {lower} wants to follow it as agreed, so {higher} feels stifled and {lower} feels the rules are being ignored.",
    say: [
      "What does this rule protect, and is there another way to protect it?",
      "Can we follow the rule for now and raise the change together?",
    ],
    avoid: [
      "Working around a rule without telling the other person.",
      "Treating a question about a rule as an attack on whoever made it.",
    ],
  },

  // Agreeableness facets

  // A1 Trust
  A1: {
    friction:
      "{lower} wants to check and verify before relying on others, while {higher} wants to extend trust, so {lower} may feel {higher} is naive and {higher} may feel {lower} is suspicious of people.",
    say: [
      "I'm not doubting them as people. I'd just like us to confirm the key points in writing.",
      "What would help us both feel confident in this arrangement?",
    ],
    avoid: [
      "Questioning the other person's judgment of people in front of others.",
      "Assuming bad intent from someone outside the pair without checking the facts.",
    ],
  },

  // A2 Morality
  A2: {
    friction:
      "{lower} is comfortable using tactics and keeping some things back, while {higher} wants everything out in the open, so {higher} may feel uneasy and {lower} may feel held back.",
    say: [
      "I want us to get a good result, and I also need to be comfortable with how we get there.",
      "Can we agree before the meeting on what we will and won't say to them?",
    ],
    avoid: [
      "Accusing the other person of being dishonest.",
      "Sharing or holding back information for both of you without agreeing on it first.",
    ],
  },

  // A3 Altruism
  A3: {
    friction:
      "{higher} keeps taking on requests from others, while {lower} guards time for the work they do together, so {lower} watches that work slip and {higher} feels judged for helping.",
    say: [
      "I like that you help people. Can we check it won't put our deadline at risk?",
      "Which of these requests matter most to you, and which could someone else take?",
    ],
    avoid: [
      "Calling the other person selfish or a pushover.",
      "Offering the pair's time to others without checking first.",
    ],
  },

  // A4 Cooperation
  A4: {
    friction:
      "{lower} confronts a disagreement head-on, while {higher} tries to avoid it and look for a compromise, so {lower} feels the problem never gets solved and {higher} feels attacked.",
    say: [
      "I'm not trying to win. I want the problem on the table so we can solve it together.",
      "Is there anything you're agreeing to that you're not really happy with?",
    ],
    avoid: ["Pushing until the other person gives in.", "Agreeing just to bring the argument to an end."],
  },

  // A5 Modesty
  A5: {
    friction:
      "{lower} readily claims credit and talks up results, while {higher} plays down their own part, so {higher} may feel overshadowed and {lower} may feel {higher} undersells the work.",
    say: [
      "I want both our contributions to be visible. How should we present this?",
      "Your part in this mattered, and I'd like people to know it.",
    ],
    avoid: [
      "Presenting joint work as your own.",
      "Waving off praise in a way that makes the other person's pride in the work look out of place.",
    ],
  },

  // A6 Sympathy
  A6: {
    friction:
      "{higher} wants to make allowances for someone who is struggling, while {lower} wants the same standard for everyone, so {higher} may find {lower} harsh and {lower} may find {higher} unfair to others.",
    say: [
      "I care about how they're doing and about being fair to everyone. Can we find a way to do both?",
      "What support would help them meet the standard, rather than dropping it?",
    ],
    avoid: [
      "Calling the other person heartless or a soft touch.",
      "Making a private exception without telling the other person.",
    ],
  },

  // Conscientiousness facets

  // C1 Self-Efficacy
  C1: {
    friction:
      "{higher} is sure the two of you can handle a new challenge, while {lower} doubts it, so {higher} feels held back and {lower} feels pushed into commitments they cannot stand behind.",
    say: [
      "What would make you feel confident we can deliver this?",
      "Let's look at what we'd need to make this work before we decide.",
    ],
    avoid: [
      "Telling someone they just need more confidence.",
      "Committing both of you to a deadline without checking with the other person.",
    ],
  },

  // C2 Orderliness
  C2: {
    friction:
      "{higher} wants shared work kept neat and structured, while {lower} is comfortable with some mess, so {higher} feels their system is ignored and {lower} feels nagged.",
    say: [
      "Can we agree on the few things that need to be kept in order, and leave the rest?",
      "It helps me a lot when shared files are where I expect to find them.",
    ],
    avoid: ["Reorganizing the other person's work without asking.", "Dismissing a shared system as fussy."],
  },

  // C3 Dutifulness
  C3: {
    friction:
      "{higher} feels bound by every commitment and rule, while {lower} treats them as flexible, so {higher} feels let down and {lower} feels boxed in.",
    say: [
      "This commitment matters to me. If it needs to change, can we agree on that together?",
      "Which rules here do you see as firm, and which as guidelines?",
    ],
    avoid: ["Quietly dropping a commitment you both agreed to.", "Lecturing the other person about duty or rules."],
  },

  // C4 Achievement-Striving
  C4: {
    friction:
      "{higher} wants to push for more ambitious results, while {lower} is satisfied with a solid outcome, so {higher} feels held back and {lower} feels pressed to do more than is needed.",
    say: [
      "What would good enough look like here, and what would great look like?",
      "I'd like us to agree on the goal so we're pulling in the same direction.",
    ],
    avoid: ["Implying the other person lacks commitment.", "Raising the target partway through without agreement."],
  },

  // C5 Self-Discipline
  C5: {
    friction:
      "{higher} works steadily and starts early, while {lower} tends to leave things until the pressure is on, so {higher} feels uneasy about deadlines and {lower} feels nagged.",
    say: [
      "Could we set one or two checkpoints so we both know where things stand?",
      "What helps you get started on tasks like this one?",
    ],
    avoid: [
      "Checking on progress several times a day.",
      "Leaving shared work until the last minute without telling the other person.",
    ],
  },

  // C6 Cautiousness
  C6: {
    friction:
      "{lower} wants to decide and act quickly, while {higher} wants to think it through first, so {lower} feels slowed down and {higher} feels rushed into a decision.",
    say: [
      "How much time do you need to feel comfortable with this decision?",
      "What's the risk if we wait a day, and what's the risk if we act now?",
    ],
    avoid: [
      "Making the decision alone just to get it done.",
      "Asking for more information without saying what you are looking for.",
    ],
  },
};

const texts: PairTexts = { guidance, conflict };

export default texts;
