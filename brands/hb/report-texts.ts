// The hiring report's own writing: for every trait scale (5 domains, then the 30 facets in the
// inventory's order) and level, what a recruiter can expect at work and what to explore in an interview. Written
// about the person, in the third person ({name} is their first name), plain and neutral: no level is better than
// another, each suits some roles and work more than others.
import type { ReportTexts } from "../../domain/assessment/report-texts";

const texts: ReportTexts = {
  measures: {
    N: "How strongly a person reacts to pressure, setbacks and uncertainty, and how quickly they settle again.",
    E: "How much a person seeks out people, activity and stimulation, and how much energy they draw from them.",
    O: "How much a person is drawn to new ideas, experiences and ways of doing things.",
    A: "How a person balances their own interests with those of others: trust, cooperation and directness.",
    C: "How a person organizes their work, keeps commitments and pursues goals.",
  },
  levels: {
    // Domains
    N: {
      low: {
        atWork:
          "{name} tends to stay calm under pressure and recovers quickly from setbacks. People who score low here may also notice risks and other people's stress later than others do.",
        ask: "Ask about a time a project went wrong: how {name} noticed the problem and how they kept colleagues informed.",
      },
      neutral: {
        atWork:
          "{name} usually takes pressure seriously without being thrown by it, and settles again after a difficult day. A long stretch of heavy demands may still wear them down.",
        ask: "Ask which kinds of pressure {name} handles easily and which stay with them after work.",
      },
      high: {
        atWork:
          "{name} tends to feel pressure, criticism and uncertainty strongly, and often spots what could go wrong early. Steady workloads, clear expectations and regular feedback help them do their best work.",
        ask: "Ask how {name} prepares for a stressful week and what helps them recover after a setback.",
      },
    },
    E: {
      low: {
        atWork:
          "{name} tends to prefer quiet, focused work and small groups, and thinks before speaking. Long stretches of meetings or constant contact with people may tire them.",
        ask: "Ask how {name} handles a day full of calls or meetings, and which parts of the role they expect to enjoy most.",
      },
      neutral: {
        atWork:
          "{name} is comfortable both with people and with time alone, and adjusts to what the work asks for. They can speak up in a group but do not need to lead every conversation.",
        ask: "Ask {name} to describe a good working day: how much of it is spent with people and how much alone.",
      },
      high: {
        atWork:
          "{name} tends to seek out people, activity and visible roles, and speaks up readily. Quiet, solitary work with little contact may hold their interest less.",
        ask: "Ask about a time {name} had to work alone on a long task, and how they kept their focus.",
      },
    },
    O: {
      low: {
        atWork:
          "{name} tends to prefer proven methods, concrete tasks and practical results over abstract ideas. Frequent change without a clear reason may frustrate them.",
        ask: "Ask how {name} responded the last time a familiar process was replaced by a new one.",
      },
      neutral: {
        atWork:
          "{name} is open to new ideas when they are useful, and also values routines that work. They weigh a change by its practical benefit.",
        ask: "Ask about an improvement {name} suggested or adopted, and how they judged whether it was worth it.",
      },
      high: {
        atWork:
          "{name} tends to enjoy new ideas, variety and thinking about how things could be done differently. Highly repetitive work with little room for change may hold their interest less.",
        ask: "Ask how {name} handles a task that has to be done the same way every time.",
      },
    },
    A: {
      low: {
        atWork:
          "{name} tends to be direct, skeptical and ready to argue a point, and is comfortable with negotiation and hard decisions. Colleagues may at times find them blunt.",
        ask: "Ask about a disagreement with a colleague: what {name} said, and how the working relationship was afterwards.",
      },
      neutral: {
        atWork:
          "{name} usually cooperates readily and also stands their ground when something matters to them. They can be considerate and direct as the situation requires.",
        ask: "Ask when {name} last chose to push back rather than go along, and why.",
      },
      high: {
        atWork:
          "{name} tends to be warm, trusting and keen to keep the peace, and puts the team's needs high. Saying no, negotiating hard or giving critical feedback may take them more effort.",
        ask: "Ask about a time {name} had to refuse a request or deliver unwelcome news, and how they went about it.",
      },
    },
    C: {
      low: {
        atWork:
          "{name} tends to work flexibly and spontaneously, and is comfortable changing plans at short notice. Detailed routines, strict deadlines and paperwork may need outside structure.",
        ask: "Ask how {name} keeps track of deadlines and details, and what tools or habits they rely on.",
      },
      neutral: {
        atWork:
          "{name} plans and follows through on what matters, while staying able to adapt when plans change. Their level of detail tends to follow the importance of the task.",
        ask: "Ask how {name} decides which tasks deserve careful planning and which can be handled as they come.",
      },
      high: {
        atWork:
          "{name} tends to be organized, thorough and reliable, and sets high standards. Sudden changes of plan or loosely defined work may frustrate them, and they may find it hard to let a task go.",
        ask: "Ask about a time {name} had to deliver something quickly rather than perfectly, and how they decided what to leave out.",
      },
    },

    // Facets of Neuroticism
    N1: {
      low: {
        atWork: "{name} rarely worries in advance and tends to approach uncertain situations calmly.",
        ask: "Ask how {name} checks for risks before an important deadline.",
      },
      neutral: {
        atWork: "{name} worries about as much as most people: enough to prepare, rarely enough to stall.",
        ask: "Ask what kind of uncertainty at work {name} finds hardest.",
      },
      high: {
        atWork: "{name} tends to worry about what could go wrong, which can make them careful and well prepared.",
        ask: "Ask how {name} keeps worry from slowing down a decision.",
      },
    },
    N2: {
      low: {
        atWork: "{name} is slow to anger and tends to stay even-tempered when frustrated.",
        ask: "Ask how {name} shows that something is not acceptable to them.",
      },
      neutral: {
        atWork: "{name} gets irritated at times like most people, and usually keeps it in proportion.",
        ask: "Ask about a frustrating situation at work and how {name} handled it.",
      },
      high: {
        atWork: "{name} tends to feel frustration and irritation quickly, and people usually know where they stand.",
        ask: "Ask about a time {name} was frustrated with a colleague or customer, and what they did next.",
      },
    },
    N3: {
      low: {
        atWork: "{name} tends to keep their spirits up after disappointments and rarely loses heart.",
        ask: "Ask how {name} responds when colleagues are discouraged.",
      },
      neutral: {
        atWork: "{name} feels disappointment when things go badly and usually regains momentum in time.",
        ask: "Ask about a setback and how long it took {name} to get going again.",
      },
      high: {
        atWork: "{name} may feel discouraged after setbacks and benefit from visible progress and recognition.",
        ask: "Ask what keeps {name} motivated through a long stretch with little success.",
      },
    },
    N4: {
      low: {
        atWork: "{name} tends to feel at ease with strangers, in front of groups and under scrutiny.",
        ask: "Ask how {name} adjusts when an audience reacts differently than expected.",
      },
      neutral: {
        atWork: "{name} is usually at ease with others and feels some self-consciousness in new or public settings.",
        ask: "Ask how {name} prepares for a presentation or a first meeting with a client.",
      },
      high: {
        atWork:
          "{name} tends to be aware of how others see them and may feel uneasy in the spotlight or with strangers.",
        ask: "Ask which settings {name} finds comfortable for sharing ideas, and which less so.",
      },
    },
    N5: {
      low: {
        atWork: "{name} tends to resist temptations and urges easily and keeps habits steady.",
        ask: "Ask how {name} keeps their energy up over a long, unvarying task.",
      },
      neutral: {
        atWork: "{name} usually keeps impulses in check and occasionally gives in to them, like most people.",
        ask: "Ask how {name} keeps to priorities when something more enjoyable comes up.",
      },
      high: {
        atWork:
          "{name} tends to act on cravings and urges in the moment, and may find restraint under pressure harder.",
        ask: "Ask how {name} keeps to a plan when they feel like doing something else.",
      },
    },
    N6: {
      low: {
        atWork: "{name} tends to stay composed in emergencies and handles several demands at once well.",
        ask: "Ask about an emergency at work and how {name} kept others informed.",
      },
      neutral: {
        atWork: "{name} copes well with most pressure and may feel stretched when many demands come at once.",
        ask: "Ask how {name} decides what to drop when everything is urgent.",
      },
      high: {
        atWork: "{name} may feel overwhelmed when many demands arrive at once, and works best with clear priorities.",
        ask: "Ask what helps {name} stay effective on a day when several urgent things collide.",
      },
    },

    // Facets of Extraversion
    E1: {
      low: {
        atWork: "{name} tends to be reserved with new people and takes time to build close working relationships.",
        ask: "Ask how {name} builds rapport with a new customer or team.",
      },
      neutral: {
        atWork: "{name} is friendly and approachable while keeping some distance until they know people better.",
        ask: "Ask how {name} got to know the team in a previous job.",
      },
      high: {
        atWork: "{name} tends to make people feel welcome quickly and builds warm relationships easily.",
        ask: "Ask how {name} keeps a friendly relationship professional when a hard conversation is needed.",
      },
    },
    E2: {
      low: {
        atWork: "{name} tends to prefer working alone or in small groups over crowds and busy settings.",
        ask: "Ask how {name} handles busy events, open offices or crowded shifts.",
      },
      neutral: {
        atWork: "{name} enjoys company at times and is equally comfortable on their own.",
        ask: "Ask which team set-ups {name} has worked best in.",
      },
      high: {
        atWork: "{name} tends to enjoy being among many people and may find isolated work draining.",
        ask: "Ask how {name} stays productive when working remotely or alone.",
      },
    },
    E3: {
      low: {
        atWork: "{name} tends to let others lead discussions and contributes without taking charge.",
        ask: "Ask about a time {name} had to take the lead because no one else did.",
      },
      neutral: {
        atWork: "{name} speaks up and takes charge when needed, and is also comfortable following.",
        ask: "Ask when {name} chooses to lead and when they prefer to support someone else.",
      },
      high: {
        atWork: "{name} tends to take charge, voice opinions and direct others readily.",
        ask: "Ask about a time {name} worked under someone else's lead and disagreed with the direction.",
      },
    },
    E4: {
      low: {
        atWork: "{name} tends to work at a steady, unhurried pace and prefers not to juggle many things at once.",
        ask: "Ask how {name} copes with a period of high volume or tight turnaround.",
      },
      neutral: {
        atWork: "{name} keeps a moderate pace and can speed up for busy periods.",
        ask: "Ask what a busy week looked like in {name}'s last role and how they paced themselves.",
      },
      high: {
        atWork: "{name} tends to keep busy, move fast and take on a lot at once.",
        ask: "Ask how {name} makes sure speed does not cost accuracy.",
      },
    },
    E5: {
      low: {
        atWork: "{name} tends to prefer calm, predictable settings and avoids unnecessary risk or noise.",
        ask: "Ask how {name} responds to a sudden, high-pressure change of pace.",
      },
      neutral: {
        atWork: "{name} enjoys some excitement and variety and is also content with routine.",
        ask: "Ask which parts of past jobs {name} found most engaging.",
      },
      high: {
        atWork: "{name} tends to seek excitement, variety and stimulation, and may grow restless with routine.",
        ask: "Ask how {name} stays engaged through the routine parts of a job.",
      },
    },
    E6: {
      low: {
        atWork: "{name} tends to be serious and matter-of-fact, and shows enthusiasm less openly than others.",
        ask: "Ask what part of the work {name} finds most satisfying, and how others can tell.",
      },
      neutral: {
        atWork: "{name} shows good humor and enthusiasm in a measured way.",
        ask: "Ask what lifts {name}'s mood on a hard day at work.",
      },
      high: {
        atWork: "{name} tends to be upbeat and enthusiastic, and their good mood is often visible to others.",
        ask: "Ask how {name} responds when a colleague or customer is unhappy and in no mood for cheerfulness.",
      },
    },

    // Facets of Openness to Experience
    O1: {
      low: {
        atWork: "{name} tends to focus on the task at hand and on concrete facts rather than on what-ifs.",
        ask: "Ask how {name} approaches a problem that has no standard solution.",
      },
      neutral: {
        atWork: "{name} can think up new possibilities and also keeps their attention on what is practical.",
        ask: "Ask about an idea {name} came up with and how they tested it.",
      },
      high: {
        atWork:
          "{name} tends to have a vivid imagination and enjoys picturing new possibilities, sometimes drifting from the task.",
        ask: "Ask how {name} brings an idea from imagination to a concrete plan.",
      },
    },
    O2: {
      low: {
        atWork: "{name} tends to care more about function than about appearance or design.",
        ask: "Ask how {name} makes sure their work looks right to customers or clients.",
      },
      neutral: {
        atWork: "{name} appreciates good design and beauty without making it a priority.",
        ask: "Ask how {name} balances how a piece of work looks with how it works.",
      },
      high: {
        atWork: "{name} tends to notice design, aesthetics and craft, and cares about how things look and feel.",
        ask: "Ask how {name} responds when a deadline leaves no time to polish the presentation of their work.",
      },
    },
    O3: {
      low: {
        atWork: "{name} tends to keep feelings in the background and to decide on facts.",
        ask: "Ask how {name} notices how a decision lands with the people affected.",
      },
      neutral: {
        atWork: "{name} is aware of their own feelings and weighs them along with the facts.",
        ask: "Ask how {name} handled a decision where the facts and their instinct disagreed.",
      },
      high: {
        atWork: "{name} tends to be aware of their own feelings and takes them into account in decisions.",
        ask: "Ask how {name} makes a decision that feels wrong but is supported by the facts.",
      },
    },
    O4: {
      low: {
        atWork: "{name} tends to prefer the familiar and to stick to routines that work.",
        ask: "Ask how {name} got up to speed the last time their job changed substantially.",
      },
      neutral: {
        atWork: "{name} is willing to try new things and also values routines.",
        ask: "Ask about a new task or tool {name} tried recently and how it went.",
      },
      high: {
        atWork:
          "{name} tends to seek out new activities, places and ways of working, and gets bored with the familiar.",
        ask: "Ask how {name} keeps going with a task after its novelty has worn off.",
      },
    },
    O5: {
      low: {
        atWork: "{name} tends to prefer practical, hands-on problems over abstract or theoretical ones.",
        ask: "Ask how {name} learns a new system or rule that is hard to grasp at first.",
      },
      neutral: {
        atWork: "{name} enjoys a good puzzle when it has practical value.",
        ask: "Ask about the hardest problem {name} has solved at work.",
      },
      high: {
        atWork: "{name} tends to enjoy complex ideas, puzzles and debate, and likes to understand why things work.",
        ask: "Ask how {name} decides when to stop analyzing and act.",
      },
    },
    O6: {
      low: {
        atWork: "{name} tends to respect established rules, authority and tradition.",
        ask: "Ask how {name} responds to a rule they think is outdated.",
      },
      neutral: {
        atWork: "{name} respects established ways and is willing to question them when there is a good reason.",
        ask: "Ask about a time {name} challenged, or decided to follow, a policy they doubted.",
      },
      high: {
        atWork: "{name} tends to question authority, rules and conventions and to welcome change.",
        ask: "Ask how {name} works within rules they would change if they could.",
      },
    },

    // Facets of Agreeableness
    A1: {
      low: {
        atWork: "{name} tends to be cautious about others' motives and checks before relying on what they are told.",
        ask: "Ask how {name} builds trust with a new colleague or supplier.",
      },
      neutral: {
        atWork: "{name} gives people reasonable trust and stays alert to signs that it is misplaced.",
        ask: "Ask about a time {name}'s trust in someone turned out to be wrong, and what they learned.",
      },
      high: {
        atWork: "{name} tends to assume good intentions and to take people at their word.",
        ask: "Ask how {name} checks information they are given before acting on it.",
      },
    },
    A2: {
      low: {
        atWork: "{name} tends to be tactical and comfortable keeping some information to themselves in negotiations.",
        ask: "Ask how {name} draws the line between negotiating well and being open with others.",
      },
      neutral: {
        atWork: "{name} is generally straightforward and is willing to hold back a point when it helps.",
        ask: "Ask how {name} handled a situation where full openness might have hurt a deal or a colleague.",
      },
      high: {
        atWork: "{name} tends to be frank and sincere, and dislikes manipulation or hidden agendas.",
        ask: "Ask how {name} handles a negotiation where showing all their cards would be a disadvantage.",
      },
    },
    A3: {
      low: {
        atWork: "{name} tends to focus on their own responsibilities and expects others to manage theirs.",
        ask: "Ask about a time {name} stepped in to help a colleague, and why.",
      },
      neutral: {
        atWork: "{name} helps others when it matters and keeps an eye on their own workload.",
        ask: "Ask how {name} decides when to help a colleague and when to finish their own work.",
      },
      high: {
        atWork: "{name} tends to go out of their way to help others, sometimes at the expense of their own work.",
        ask: "Ask how {name} says no to a request for help when they are at capacity.",
      },
    },
    A4: {
      low: {
        atWork: "{name} tends to stand firm, say what they think and push back in a conflict.",
        ask: "Ask about a conflict {name} was part of and how it was resolved.",
      },
      neutral: {
        atWork: "{name} will compromise to keep work moving and will argue when something important is at stake.",
        ask: "Ask how {name} decides which disagreements are worth having.",
      },
      high: {
        atWork: "{name} tends to avoid confrontation and give way to keep the peace.",
        ask: "Ask about a time {name} needed to hold a position against someone more senior.",
      },
    },
    A5: {
      low: {
        atWork: "{name} tends to be confident about their abilities and comfortable talking about their achievements.",
        ask: "Ask {name} about a mistake they made and what others contributed to fixing it.",
      },
      neutral: {
        atWork: "{name} is comfortable speaking about their achievements without overstating them.",
        ask: "Ask {name} what they are proudest of in their last role and who else was involved.",
      },
      high: {
        atWork: "{name} tends to play down their own achievements and dislikes being in the spotlight.",
        ask: "Ask {name} to describe their personal contribution to a team success in concrete terms.",
      },
    },
    A6: {
      low: {
        atWork: "{name} tends to decide on logic and results rather than on sympathy.",
        ask: "Ask how {name} handles a customer or colleague who is upset.",
      },
      neutral: {
        atWork: "{name} feels for others and keeps a balance between compassion and objectivity.",
        ask: "Ask about a time {name} had to make a decision that disappointed someone.",
      },
      high: {
        atWork: "{name} tends to be moved by others' difficulties and may find tough decisions about people hard.",
        ask: "Ask how {name} handled a situation where being kind and being fair pulled in different directions.",
      },
    },

    // Facets of Conscientiousness
    C1: {
      low: {
        atWork: "{name} tends to doubt their ability to handle new or demanding tasks, and may ask for guidance early.",
        ask: "Ask about a task {name} felt unprepared for and how they got through it.",
      },
      neutral: {
        atWork: "{name} generally feels able to handle their work, with some doubt about unfamiliar challenges.",
        ask: "Ask which parts of the new role {name} feels ready for and which they would want support with.",
      },
      high: {
        atWork: "{name} tends to feel capable and confident in getting things done.",
        ask: "Ask about a time {name} took on more than they could deliver, and what happened.",
      },
    },
    C2: {
      low: {
        atWork:
          "{name} tends to be comfortable with a loosely arranged workspace and does not rely on lists or schedules.",
        ask: "Ask how {name} keeps track of several tasks at once.",
      },
      neutral: {
        atWork: "{name} keeps things reasonably organized without being rigid about it.",
        ask: "Ask how {name} organizes a typical week.",
      },
      high: {
        atWork: "{name} tends to like order, plans and tidy systems, and sets up structure for others too.",
        ask: "Ask how {name} works in a team or place where things are less organized than they would like.",
      },
    },
    C3: {
      low: {
        atWork: "{name} tends to treat rules and commitments flexibly and may adjust them as circumstances change.",
        ask: "Ask about a commitment {name} could not keep and how they handled it.",
      },
      neutral: {
        atWork: "{name} generally keeps their commitments and sees rules as guides that sometimes need judgment.",
        ask: "Ask how {name} decides when a rule can be bent.",
      },
      high: {
        atWork: "{name} tends to take obligations seriously and to follow rules and promises closely.",
        ask: "Ask how {name} responds when a rule gets in the way of the right result.",
      },
    },
    C4: {
      low: {
        atWork:
          "{name} tends to be content with their current level of achievement and keeps work in proportion with life.",
        ask: "Ask what {name} would like to have achieved a year into the role.",
      },
      neutral: {
        atWork: "{name} sets goals and works towards them, with a balance between ambition and the rest of life.",
        ask: "Ask about a goal {name} set for themselves and how they pursued it.",
      },
      high: {
        atWork: "{name} tends to set ambitious goals and push hard to reach them.",
        ask: "Ask how {name} responds when a goal is out of reach despite their effort.",
      },
    },
    C5: {
      low: {
        atWork: "{name} tends to put off tasks that do not interest them and may need deadlines or reminders to start.",
        ask: "Ask how {name} gets started on a task they find dull.",
      },
      neutral: {
        atWork: "{name} usually gets on with tasks, and may delay the ones they find less engaging.",
        ask: "Ask what helps {name} finish a long task that has lost its interest.",
      },
      high: {
        atWork: "{name} tends to start tasks promptly and see them through despite boredom or distraction.",
        ask: "Ask how {name} decides to stop working on something that is no longer worth the effort.",
      },
    },
    C6: {
      low: {
        atWork: "{name} tends to decide quickly and act on first impressions.",
        ask: "Ask about a quick decision {name} made and how it turned out.",
      },
      neutral: {
        atWork: "{name} thinks decisions through when they matter and moves quickly on small ones.",
        ask: "Ask how {name} decides how much time a decision deserves.",
      },
      high: {
        atWork: "{name} tends to think carefully before acting and to weigh options at length.",
        ask: "Ask about a time {name} had to decide quickly with incomplete information.",
      },
    },
  },
};

export default texts;
