// The growth report's own writing: for every trait scale (5 domains, then the 30 facets in the
// inventory's order) and level, what the level gives the person, what to watch for, three things to try and a
// question for the coach. Written for the employee reading their own report with their coach: second person,
// work-focused, never clinical. Original text of the product; American spelling throughout.
import type { GrowthTexts } from "../../domain/coaching/growth-texts";

const texts: GrowthTexts = {
  // Domains

  // N Neuroticism: how strongly pressure, setbacks and uncertainty affect you.
  N: {
    low: {
      tends: "strength",
      strength:
        "You tend to stay level when plans change or pressure builds, so others often look to you to keep a steady pace. That calm lets you think clearly in the moments that matter most.",
      growth:
        "Because setbacks rarely rattle you, you may underestimate how much they weigh on colleagues, or miss early signs that deserve attention. Calm works best when it still takes risks seriously.",
      suggestions: [
        "Ask one teammate each week how a current deadline or change is landing for them, and listen before offering reassurance.",
        "Write down the two or three risks on your current project that would worry a more cautious colleague, and check each one.",
        "Offer your steadiness out loud in tense meetings by summarizing what is known, what is not, and the next step.",
      ],
      prompt:
        "When did your calm help a team recently, and when might it have hidden a concern someone needed you to share?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You feel pressure enough to take it seriously, yet usually recover your footing without much delay. That balance lets you notice real risks while staying able to act.",
      growth:
        "Your reactions shift with circumstances, so a string of demanding weeks can wear down your usual balance before you notice. Knowing what tips you over lets you step in early.",
      suggestions: [
        "Keep a short note for two weeks of the moments when work felt heavy, then look for what those moments had in common.",
        "Choose one five-minute reset, such as a walk or a glass of water away from the screen, and use it after difficult calls.",
        "Tell your manager which kinds of demands you handle easily and which drain you, so workload can be planned with that in mind.",
      ],
      prompt: "What kinds of pressure do you take in stride, and what kinds stay with you after the workday ends?",
    },
    high: {
      tends: "growth",
      strength:
        "You pick up on problems and tension early, and you care a great deal about getting things right. That sensitivity can make you the person who spots trouble before it grows.",
      growth:
        "Strong reactions to stress can use up energy you need for the work itself and make setbacks feel bigger than they are. Learning to settle faster protects both your focus and your well-being.",
      suggestions: [
        "Pause for three slow breaths before replying to a message that stirs you up, and reread your reply before sending it.",
        "Write each worry on your list next to one action you can take this week, and set aside the ones with no action attached.",
        "Agree with a trusted colleague on a quick check-in you can ask for when a situation starts to feel like too much.",
      ],
      prompt: "Which work situations take the most out of you, and what has helped you recover from them before?",
    },
  },

  // E Extraversion: how much you draw energy from people, activity and being heard.
  E: {
    low: {
      tends: "growth",
      strength:
        "You are comfortable working on your own and often do your best thinking in quiet. Colleagues value that you listen carefully and speak when you have something considered to add.",
      growth:
        "If you hold back in meetings and informal conversations, others may not see your ideas or your progress, and useful connections can pass you by. Being visible helps the work you care about.",
      suggestions: [
        "Prepare one point before each team meeting and share it within the first fifteen minutes.",
        "Set up a 20-minute coffee chat each month with someone outside your team whose work touches yours.",
        "Send your manager a short weekly update listing what you finished and what you are working on next.",
      ],
      prompt:
        "Where would more visibility help your work, and what would feel like a comfortable first step toward it?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can enjoy group work and lively discussion, and you are just as fine heads-down on your own. That range lets you adapt to what a project or team needs at the moment.",
      growth:
        "Because you can go either way, you may default to whatever the setting expects rather than what the task calls for. Choosing when to step forward and when to step back makes your range count.",
      suggestions: [
        "Look at next week's calendar and mark which meetings need your active voice and which you can mostly listen in.",
        "Protect two blocks of focused solo time each week, and plan one collaborative working session to match.",
        "Notice at the end of each busy day whether you feel drained or energized, and adjust the next day's mix of people and quiet.",
      ],
      prompt: "When do you feel most energized at work: with people, on your own, or switching between the two?",
    },
    high: {
      tends: "strength",
      strength:
        "You bring energy to the people around you, build connections quickly, and are often the one who gets a conversation or project moving. Teams tend to feel livelier with you in them.",
      growth:
        "Your enthusiasm can fill the room, leaving quieter colleagues less space to contribute, and a full social calendar can crowd out deep work. Balancing airtime helps your energy land well.",
      suggestions: [
        "Invite at least one quieter person to speak before you share your own view in each of your next three meetings.",
        "Block one morning a week for focused work with notifications off and your status set to busy.",
        "Estimate after a meeting how much of the talking you did, and aim to bring it closer to an even share next time.",
      ],
      prompt: "How do you make sure others have room to contribute when a discussion gets you fired up?",
    },
  },

  // O Openness to Experience: how much you seek out new ideas, experiences and ways of doing things.
  O: {
    low: {
      tends: "growth",
      strength:
        "You value what is proven and practical, and you keep attention on what actually needs doing. Colleagues can rely on you to ground ambitious ideas in reality.",
      growth:
        "A preference for familiar approaches can make new tools or ways of working feel like a distraction, and you may miss improvements others already use. Staying curious keeps your skills current.",
      suggestions: [
        "Try one new tool or method on a small, low-stakes task this month, and note what worked and what did not.",
        "Ask a colleague with a different background to explain how they would approach a problem you are working on.",
        "Read one article or watch one talk each week about a change in your field, and share one takeaway with your team.",
      ],
      prompt: "What new approach at work have you been holding at arm's length, and what would make it easier to try?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You appreciate fresh ideas while still asking whether they will work in practice. That mix helps you judge which changes are worth the effort.",
      growth:
        "You may wait for others to bring new ideas before you engage, so your own view of what could be improved goes unheard. Your balanced judgment is most useful when you offer it early.",
      suggestions: [
        "Note one improvement idea from your own work each week, however small, and raise the best one with your team each month.",
        "Volunteer to pilot a proposed change on your team and report back what you learned.",
        "Pair each new proposal you hear with one question about how it would work day to day, and ask it in the meeting.",
      ],
      prompt: "Which idea for doing things differently have you had lately but not yet shared?",
    },
    high: {
      tends: "strength",
      strength:
        "You are drawn to new ideas, notice connections others miss, and enjoy thinking about how things could be different. That curiosity fuels creative problem-solving and fast learning.",
      growth:
        "Chasing many interesting ideas at once can pull energy away from finishing, and colleagues may struggle to follow when you jump ahead. Turning possibilities into concrete next steps makes them stick.",
      suggestions: [
        "Keep a parking list for new ideas and review it weekly, choosing at most one to act on.",
        "Attach a first step, an owner and a date to every idea you bring to a meeting.",
        "Explain a new concept to one colleague in three plain sentences before presenting it to a wider group.",
      ],
      prompt: "Which of your recent ideas deserves to be carried through to the end, and what would that take?",
    },
  },

  // A Agreeableness: how much you put cooperation and others' needs ahead of your own position.
  A: {
    low: {
      tends: "growth",
      strength:
        "You are willing to challenge ideas, say what others may be thinking, and hold firm when something matters. That directness can protect a team from weak decisions.",
      growth:
        "When you push hard or question motives, colleagues may feel criticized rather than engaged, and stop bringing you problems early. Strong relationships make your challenges easier to hear.",
      suggestions: [
        "Start your feedback on a colleague's work by naming one thing that works before raising what needs to change.",
        "Ask one question to understand a colleague's reasoning before you disagree with their proposal.",
        "Pick one working relationship that feels strained and schedule a short, informal conversation to reset it.",
      ],
      prompt: "When has your willingness to push back helped, and when has it cost you goodwill you needed later?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can be warm and cooperative while still standing your ground when it counts. People tend to find you both approachable and honest.",
      growth:
        "You may switch between accommodating and firm depending on who is involved, which can leave others unsure what to expect. Being clear about where you bend and where you don't builds trust.",
      suggestions: [
        "List the two or three things at work you will not compromise on, and share them with your manager or team.",
        "Notice in your next disagreement whether you give way to keep the peace or because you are genuinely persuaded.",
        "Follow up within a day on any disagreement that ended without a clear decision.",
      ],
      prompt: "How do you decide when to go along with others and when to hold your position?",
    },
    high: {
      tends: "strength",
      strength:
        "You build trust easily, look out for others, and help a team pull together. Colleagues often feel supported and heard when they work with you.",
      growth:
        "Wanting to keep things pleasant can lead you to agree too quickly, take on too much, or soften feedback until the message is lost. Your kindness goes further when you also say what you need.",
      suggestions: [
        "Wait a day before agreeing to any new request that would add more than an hour to your week.",
        "Write down the one key point of a piece of feedback before the conversation, and make sure you say it plainly.",
        "Practice one honest sentence of disagreement, such as 'I see it differently, and here is why', and use it this week.",
      ],
      prompt: "When did you last say yes at work while meaning no, and what would you say instead now?",
    },
  },

  // C Conscientiousness: how much you plan, organize and hold yourself to your commitments.
  C: {
    low: {
      tends: "growth",
      strength:
        "You are flexible, comfortable with loose plans, and able to switch direction without fuss. That adaptability helps when priorities shift quickly.",
      growth:
        "Without enough structure, deadlines can creep up, details can slip, and colleagues may hesitate to hand you critical work. A little more routine protects your reputation for delivering.",
      suggestions: [
        "Spend ten minutes every morning choosing the three tasks that must be done today, and do the hardest one first.",
        "Put every deadline you agree to into your calendar with a reminder two days before it is due.",
        "Break the largest task on your list into steps that take under an hour each, and finish one of them today.",
      ],
      prompt: "Which commitment slipped recently, and what small piece of structure would have kept it on track?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can plan and follow through when it matters, without being rigid when plans need to change. That balance suits work that mixes routine with surprises.",
      growth:
        "Your follow-through may depend on how much a task interests you, so less engaging work can drift. Knowing which tasks need extra structure keeps everything moving.",
      suggestions: [
        "Identify the recurring task you most often put off and give it a fixed weekly slot in your calendar.",
        "Review your open commitments every Friday for fifteen minutes and flag anything at risk to the people relying on it.",
        "Ask a colleague to check in with you on one important deadline this month.",
      ],
      prompt: "Which parts of your work get your full discipline, and which ones tend to drift?",
    },
    high: {
      tends: "strength",
      strength:
        "You plan ahead, keep your promises, and hold yourself to high standards. People trust you with important work because they know it will be done well.",
      growth:
        "High standards can turn into perfectionism, long hours, or frustration with colleagues who work differently. Knowing when good enough is right frees time for what matters most.",
      suggestions: [
        "Decide before you start a task what done looks like, and stop when you reach it.",
        "Hand one task a week to a colleague, agreeing on the outcome rather than the method.",
        "Set a firm end to your working day three days a week, and keep it even when your list is unfinished.",
      ],
      prompt: "Where might your high standards be costing you more than they give you right now?",
    },
  },

  // Neuroticism facets

  // N1 Anxiety: how much you worry about what might go wrong.
  N1: {
    low: {
      tends: "strength",
      strength:
        "You rarely lose sleep over what might go wrong, so you can take on uncertain work with a clear head. Others find your composure reassuring when plans are unsettled.",
      growth:
        "Worrying little can also mean preparing little, and you may be caught out by risks a more cautious colleague would have flagged. A short look ahead keeps calm from turning into complacency.",
      suggestions: [
        "Spend ten minutes before each major deadline listing what could go wrong and one fallback for each.",
        "Invite the most cautious person on your team to review your next plan, and take their concerns seriously.",
        "Add a risks line to your project updates, even when it says that nothing is currently at risk.",
      ],
      prompt: "What is one risk you have been treating lightly that might deserve a closer look?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You worry enough to prepare, but usually not so much that it stops you from acting. That mix helps you plan for trouble without being held back by it.",
      growth:
        "In unfamiliar or high-stakes situations your worry may grow more than you expect and narrow your focus. Spotting those moments early lets you turn the worry into preparation.",
      suggestions: [
        "Write down, when a worry lingers, the specific outcome you fear and how likely it really is.",
        "Prepare a short checklist for situations that tend to unsettle you, such as presentations or reviews, and use it each time.",
        "Talk a concern through with a colleague within a day rather than carrying it on your own.",
      ],
      prompt: "Which upcoming situation is on your mind, and what would help you feel prepared for it?",
    },
    high: {
      tends: "growth",
      strength:
        "You think ahead about what could go wrong, which makes you careful and often well prepared. That foresight can save a project from problems others overlooked.",
      growth:
        "Frequent worry can drain your energy, slow your decisions, and keep you rechecking work that is already good. Putting limits on worry gives you back time and confidence.",
      suggestions: [
        "Set aside fifteen minutes at a fixed time each day to write your worries down, and postpone any that come up earlier to that slot.",
        "Limit yourself to one review of finished work before sending it, then send it.",
        "Ask your manager what a good-enough result looks like for your current task, so you have a clear line to aim for.",
      ],
      prompt: "What worry about work has taken up the most space lately, and which part of it is within your control?",
    },
  },

  // N2 Anger: how quickly frustration and irritation rise in you.
  N2: {
    low: {
      tends: "strength",
      strength:
        "You rarely get irritated, even when things go wrong or people let you down. That patience keeps working relationships steady and makes you easy to approach.",
      growth:
        "Being slow to irritation can mean you let real problems slide or don't push back when you are treated unfairly. Frustration is sometimes useful information about what needs to change.",
      suggestions: [
        "Name one recurring issue you have quietly tolerated at work and raise it with the person involved this month.",
        "Jot down what triggered small flashes of frustration during the week, even the ones you let pass.",
        "Practice stating a need calmly, such as 'I need this by Thursday to meet our deadline', in your next handover.",
      ],
      prompt: "Is there something at work you have been letting go that actually needs to be addressed?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You feel frustrated when something is wrong, yet usually keep it in proportion. That lets you flag problems with energy without damaging relationships.",
      growth:
        "On tired or overloaded days, irritation may come out faster or sharper than you intend. Knowing your own warning signs lets you choose your response instead of reacting.",
      suggestions: [
        "Notice the time of day or type of task when you get irritated most easily, and plan difficult conversations outside it.",
        "Wait until the next morning before sending any message you wrote while annoyed.",
        "Describe the problem, not the person, whenever you raise something that frustrates you.",
      ],
      prompt: "What tends to get under your skin at work, and how do you usually handle it?",
    },
    high: {
      tends: "growth",
      strength:
        "You feel strongly when things are unfair or done badly, and that energy can drive you to fix what is broken. Your passion shows others how much you care about the work.",
      growth:
        "Frustration that flares quickly can come across as harsh, make colleagues wary of bringing you bad news, and cloud your own judgment. Channeling the energy keeps its benefits without the cost.",
      suggestions: [
        "Step away for ten minutes when you feel frustration rising in a meeting or chat, and return with one specific request.",
        "Turn each complaint into a proposal by adding 'what I suggest instead is…' before you share it.",
        "Repair quickly after a sharp moment by thanking the person for their patience and restating your point calmly.",
      ],
      prompt:
        "Think of a recent moment when frustration took over: what set it off, and what would you like to do differently next time?",
    },
  },

  // N3 Depression: how much setbacks and discouragement weigh on your mood and energy.
  N3: {
    low: {
      tends: "strength",
      strength:
        "Setbacks rarely keep you down for long, and you tend to keep a hopeful outlook about your work. That resilience helps you and others bounce back after disappointments.",
      growth:
        "Because you recover quickly, you may move on before learning what a setback had to teach, or assume others bounce back as fast as you do. A brief pause makes your optimism more useful.",
      suggestions: [
        "Hold a short review after each missed goal and write down one lesson before moving on.",
        "Check in with a colleague after a shared disappointment and ask how they are taking it rather than assuming.",
        "Share your own way of getting back on track with a teammate who is going through a difficult stretch.",
      ],
      prompt:
        "How do you usually get back on your feet after something goes wrong, and what might others learn from it?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You feel disappointment when things go wrong but usually find your way back to a positive outlook. Being honest about setbacks while recovering from them makes you relatable.",
      growth:
        "A run of difficult news can pull your mood and energy down further than usual. Noticing the dip early helps you ask for support or adjust your workload in time.",
      suggestions: [
        "Write down three things that went well at the end of each week, however small.",
        "Plan one task you enjoy into the days you know will be demanding.",
        "Tell your coach or manager when a stretch of work is wearing you down, rather than waiting for it to pass.",
      ],
      prompt: "What helps you get your energy back after a disappointing week?",
    },
    high: {
      tends: "growth",
      strength:
        "You take setbacks seriously and feel the weight of what did not work, which makes you honest and realistic about problems. You are unlikely to gloss over what needs fixing.",
      growth:
        "Discouragement that lingers can sap your energy, hide your progress from you, and make you hold back from new challenges. Small, visible wins help rebuild momentum at work.",
      suggestions: [
        "Break your next goal into small steps and tick each one off somewhere you can see it.",
        "Keep a folder of positive feedback and finished work, and look through it when you doubt your progress.",
        "Find out what support your organization offers, such as an employee assistance program, and keep the details at hand for harder weeks.",
      ],
      prompt: "What has felt heavy at work lately, and what small win could we aim for before we next meet?",
    },
  },

  // N4 Self-Consciousness: how aware you are of being seen and judged by others.
  N4: {
    low: {
      tends: "strength",
      strength:
        "You are comfortable being seen, speaking up, and making mistakes in front of others. That ease lets you present, ask questions and try new things without hesitation.",
      growth:
        "Feeling at ease everywhere can make it easy to overlook how your words or manner land with people who feel less comfortable. Reading the room keeps your confidence welcoming.",
      suggestions: [
        "Ask a trusted colleague after your next presentation how your delivery came across to the audience.",
        "Make space in group settings by asking a question of someone who has not yet spoken.",
        "Prepare as carefully for familiar audiences as for new ones, rather than relying on thinking on your feet.",
      ],
      prompt: "How do you make sure your ease in front of others helps the people who find it harder?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are usually at ease with others while staying aware of how you come across. That awareness helps you adjust your style to different audiences.",
      growth:
        "In unfamiliar groups or with senior people you may become more guarded and hold back views you would share elsewhere. Your perspective is valuable in those rooms too.",
      suggestions: [
        "Choose one meeting with senior colleagues this month and plan one question or comment to make in it.",
        "Rehearse the opening of important conversations aloud beforehand so the first minute feels familiar.",
        "Ask a colleague how you actually came across in a setting where you felt especially watched.",
      ],
      prompt: "In which rooms do you feel most like yourself at work, and where do you hold back?",
    },
    high: {
      tends: "growth",
      strength:
        "You are sensitive to how you come across and pay attention to others' reactions. That attentiveness can make you considerate, well prepared, and careful with words.",
      growth:
        "Concern about how others see you can keep you quiet in meetings, steer you away from visible work, or have you replaying conversations long after they end. Your ideas deserve to be heard.",
      suggestions: [
        "Speak once within the first ten minutes of your next team meeting, even briefly, so later contributions feel easier.",
        "Write your key points on a card before a conversation that makes you nervous, and bring it with you.",
        "Ask a supportive colleague for one honest observation about how you come across, and compare it with what you expected.",
      ],
      prompt: "When did you hold back from speaking up recently, and what would have helped you say it?",
    },
  },

  // N5 Immoderation: how hard it is to resist urges and quick rewards.
  N5: {
    low: {
      tends: "strength",
      strength:
        "You resist temptations and distractions easily, so you can stay with tasks that are dull but necessary. That steadiness makes your effort reliable.",
      growth:
        "Strong restraint can make you slow to reward yourself or to say yes to spontaneous opportunities that would be good for you or the team. A little spontaneity can renew your energy.",
      suggestions: [
        "Plan one small reward for finishing a demanding piece of work, and actually take it.",
        "Say yes to one spontaneous team invitation this month that you would normally decline.",
        "Notice when holding back has become a habit rather than a choice, and ask yourself what you would do if you let go.",
      ],
      prompt: "When did you last let yourself enjoy a success at work, and what did that feel like?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can usually resist distractions while still allowing yourself an occasional treat or break. That balance keeps you productive without feeling deprived.",
      growth:
        "When you are tired or under pressure, quick comforts like snacks, scrolling or constant email checks can take over more of your day. Noticing those patterns keeps your attention your own.",
      suggestions: [
        "Turn off notifications for one focused hour each day and check messages only at set times.",
        "Keep a simple tally for a week of how often you reach for your phone during focused work.",
        "Replace one low-value distraction, such as scrolling the news, with a short walk or a stretch.",
      ],
      prompt: "Which distractions pull at you most when work gets tough, and what would you like to do instead?",
    },
    high: {
      tends: "growth",
      strength:
        "You feel urges strongly and know how to enjoy yourself, which can make you spontaneous, fun to be around, and quick to seize an opportunity.",
      growth:
        "Acting on the urge of the moment can pull you away from priorities, lead to hasty promises, or leave unfinished work piling up. Building in a pause gives your longer-term goals a chance.",
      suggestions: [
        "Use a ten-minute rule: when you feel the urge to switch tasks, note it and wait ten minutes before acting on it.",
        "Keep your phone in a drawer or another room during your most important work block each day.",
        "Sleep on any new commitment that would take more than a day of your time before you say yes.",
      ],
      prompt: "What pulls you off course most often at work, and what would help you pause before you follow it?",
    },
  },

  // N6 Vulnerability: how well you hold together when pressure peaks or a crisis hits.
  N6: {
    low: {
      tends: "strength",
      strength:
        "You stay clear-headed in emergencies and under heavy pressure, so people turn to you when things go wrong. That steadiness is valuable in a crisis.",
      growth:
        "Because you cope well, you may take on more than your share in tough moments, or expect others to cope as quickly as you do. Everyone's limit is different, including yours.",
      suggestions: [
        "Check with your team after a crisis who carried the most, and share out the follow-up work more evenly.",
        "Coach a less experienced colleague through the next urgent issue rather than handling it all yourself.",
        "Write a short playbook from your last crisis so others can act steadily without you.",
      ],
      prompt: "When everyone turns to you in a crisis, how do you make sure you are not carrying it all?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You usually manage pressure well and can keep working through most difficult moments. That resilience keeps you useful when things get busy.",
      growth:
        "Several demands landing at once can push you past your comfortable limit and make decisions feel harder. Planning for peak moments keeps you effective when they arrive.",
      suggestions: [
        "List the times you felt swamped in the last month, and plan one thing you would do earlier next time.",
        "Agree with your manager in advance which tasks can wait when an urgent issue appears.",
        "Take a short break after every intense stretch before you start the next demanding task.",
      ],
      prompt: "What does it look like when you are close to your limit, and who would notice first?",
    },
    high: {
      tends: "growth",
      strength:
        "You notice early when pressure is becoming too much, which can prompt you to seek help or change course before things get worse.",
      growth:
        "Under heavy pressure you may feel swamped, find it hard to decide, or look to others to take over. A plan for tough moments helps you stay in charge of your response.",
      suggestions: [
        "Write a one-page plan for your most likely crunch situation: the first three steps you would take and who you would call.",
        "Shrink an overwhelming task to its next single action, and do only that before looking at the rest.",
        "Rehearse a difficult scenario, such as an urgent client call, with a colleague while things are calm.",
      ],
      prompt:
        "Think about the last time pressure got on top of you: what helped, and what would you want in place next time?",
    },
  },

  // Extraversion facets

  // E1 Friendliness: how openly warm you are with the people you work with.
  E1: {
    low: {
      tends: "growth",
      strength:
        "You keep a professional reserve and take your time before opening up, so the working relationships you do build tend to be genuine and lasting.",
      growth:
        "Colleagues may read your reserve as distance or disinterest, which can make them slower to include you or ask for your help. Small signs of warmth change that impression quickly.",
      suggestions: [
        "Greet colleagues by name and ask one personal question, such as how their weekend went, at the start of the day.",
        "Send a short thank-you message each week to one person who helped your work.",
        "Share one thing about yourself, like a hobby or a book you enjoyed, at your next team check-in.",
      ],
      prompt: "How do you think new colleagues see you in their first few weeks, and is that how you want to be seen?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are friendly and approachable without being overly familiar, which lets you connect with many people while keeping professional boundaries.",
      growth:
        "Your warmth may show more with people you already know, so newcomers or remote colleagues might not feel it. Extending it on purpose widens your network.",
      suggestions: [
        "Welcome each new person on your team or project with a short message offering help.",
        "Turn your camera on and open with a minute of small talk in remote one-to-one calls.",
        "Reach out each month to one colleague you rarely talk to with a genuine question about their work.",
      ],
      prompt: "Who at work would benefit from a bit more warmth from you, and what might you do about it?",
    },
    high: {
      tends: "strength",
      strength:
        "You make people feel welcome quickly and build friendly working relationships with ease. Teammates often feel comfortable coming to you.",
      growth:
        "Close, friendly relationships can make it harder to give tough feedback or to say no, and time spent chatting can eat into focused work. Warmth and clarity can go together.",
      suggestions: [
        "Give one piece of direct, specific feedback this month to a colleague you like, framed as help toward their success.",
        "Put a clear limit on social chats in busy periods, for example 'I have five minutes, then I need to focus'.",
        "Use your ease with people to introduce two colleagues who would benefit from knowing each other.",
      ],
      prompt:
        "Is there a conversation you have been avoiding because you don't want to strain a friendly relationship?",
    },
  },

  // E2 Gregariousness: how much you seek out the company of others and busy settings.
  E2: {
    low: {
      tends: "growth",
      strength:
        "You are content working alone and don't need constant company, so you can concentrate for long stretches. You are often the one who gets the deep work done.",
      growth:
        "Skipping team events, lunches and crowded meetings can leave you out of informal news and decisions, and colleagues may know you less well. Some time with the group pays off.",
      suggestions: [
        "Attend one team social or informal gathering each month, even if only for thirty minutes.",
        "Follow the group channels or threads relevant to your work and read them weekly to stay in the loop.",
        "Suggest a small-group format, such as lunch for three, when large events feel like too much.",
      ],
      prompt:
        "What informal conversations or news might you be missing, and how could you pick them up in a way that suits you?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You enjoy company in moderation and can move between group settings and solitary work without strain. That flexibility fits most team rhythms.",
      growth:
        "You may drift toward whichever mode is easier on a given day rather than what your work needs. Planning a deliberate mix keeps both your connections and your focus strong.",
      suggestions: [
        "Plan at least one shared working session with your team each week, in person or on a call.",
        "Mark quiet-work blocks in your calendar so colleagues can see when you are free to join group activities.",
        "Look back over your past month and check whether you spent enough time with the people your work depends on.",
      ],
      prompt: "How does the balance of group and solo time in your week compare with what your work needs?",
    },
    high: {
      tends: "strength",
      strength:
        "You thrive around people, enjoy busy settings, and often bring groups together. Teams benefit from the energy and sense of belonging you create.",
      growth:
        "Wanting company can make long solo tasks hard to sustain, and you may fill your calendar with meetings that are not essential. Some work needs quiet time you have to protect.",
      suggestions: [
        "Decline or hand over one recurring meeting where your presence is not essential.",
        "Work alongside a colleague in a shared room or video call while you each do solo tasks, to keep the company without the interruptions.",
        "Organize one gathering each quarter that connects groups in your organization that rarely meet.",
      ],
      prompt: "What solo work tends to slip when your days are full of people, and how could you protect it?",
    },
  },

  // E3 Assertiveness: how readily you take charge and make your views count.
  E3: {
    low: {
      tends: "growth",
      strength:
        "You let others lead when they want to and support decisions without needing to be in charge. That makes you a cooperative, easy team member.",
      growth:
        "If you rarely take the lead or state your views firmly, your ideas may be overlooked and decisions made without your input. Speaking up gives your expertise its proper weight.",
      suggestions: [
        "State your recommendation first in your next proposal, then give the reasons, instead of leading with a list of options.",
        "Volunteer to lead one small piece of a project, such as a meeting or a short workstream.",
        "Replace softeners like 'this might be a silly idea' with a direct opening such as 'I suggest'.",
      ],
      prompt: "Which decision at work would have gone better with your voice in it, and what held you back?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can take charge when a situation calls for it and step back when someone else is better placed. That judgment makes you flexible both as a team member and as a leader.",
      growth:
        "You may wait too long to step in when no one else is leading, or hold back around more forceful people. Knowing when to claim the lead helps your team keep moving.",
      suggestions: [
        "Offer to summarize and propose next steps whenever a meeting drifts without direction.",
        "Prepare one clear position before a discussion with a forceful colleague, and state it early.",
        "Ask your manager where they would like you to take more ownership in the coming quarter.",
      ],
      prompt: "When do you find it natural to take charge, and when do you wait for someone else to?",
    },
    high: {
      tends: "strength",
      strength:
        "You speak with confidence, take charge readily, and help groups reach decisions. People often look to you for direction.",
      growth:
        "A strong voice can dominate discussions, and others may stop offering ideas if they feel you have already decided. Leaving room for input leads to better decisions and more commitment.",
      suggestions: [
        "Ask for everyone else's views before stating your own in your next decision meeting.",
        "Hand the chair of a recurring meeting to someone else and support them from the side.",
        "Check with a colleague you trust whether you ever come across as steamrolling, and listen without defending yourself.",
      ],
      prompt: "How do you know whether people are agreeing with you or simply going along with you?",
    },
  },

  // E4 Activity Level: the pace and amount of activity you are comfortable with.
  E4: {
    low: {
      tends: "growth",
      strength:
        "You work at a steady, unhurried pace and don't get swept up in busyness. That calm rhythm often leads to thoughtful, careful results.",
      growth:
        "In fast-moving teams a slower pace can be read as low commitment, and urgent tasks may wait longer than others expect. Making your progress visible, and speeding up where it counts, helps.",
      suggestions: [
        "Agree on a response time for urgent requests with your team, and track how often you meet it.",
        "Share a short progress update midway through longer tasks so others can see the work moving.",
        "Identify the one task each week where speed matters most, and give it your first and freshest hours.",
      ],
      prompt: "Where does your steady pace serve you well, and where might others need you to move faster?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can pick up the pace when needed and slow down when the work calls for care. That range lets you match your tempo to the task.",
      growth:
        "You may not notice when a busy spell has gone on too long, or when a slow spell is costing momentum. Checking your pace against your priorities keeps it deliberate.",
      suggestions: [
        "Rate your pace from one to five at the end of each week, and note whether it fit the work.",
        "Plan your most demanding tasks for the times of day when your energy is highest.",
        "Build a lighter recovery day into your plan after each intense delivery period.",
      ],
      prompt: "Has your pace over the last month matched what your work needed?",
    },
    high: {
      tends: "strength",
      strength:
        "You bring drive and momentum, juggle many tasks at once, and keep things moving. Colleagues often see you as energetic and productive.",
      growth:
        "A fast pace can lead to rushed decisions, skipped details, and tiredness you only notice late. Colleagues may also struggle to keep up or feel pressured by your tempo.",
      suggestions: [
        "Schedule one unhurried block each week to review the quality of your work rather than produce more.",
        "Ask teammates whether the pace you set works for them, and agree on realistic timelines together.",
        "Limit yourself to three active priorities at a time, and finish one before starting another.",
      ],
      prompt: "What might you gain if you deliberately slowed down on one thing this week?",
    },
  },

  // E5 Excitement-Seeking: how much you need stimulation, novelty and a bit of thrill.
  E5: {
    low: {
      tends: "strength",
      strength:
        "You are comfortable with routine and steady work, and you don't need novelty to stay engaged. That makes you dependable on the tasks others find dull.",
      growth:
        "Steering clear of stimulating or unfamiliar situations can mean passing up stretch assignments and visible opportunities. Some healthy challenge helps you keep growing.",
      suggestions: [
        "Say yes to one stretch assignment this quarter that feels slightly outside your comfort zone.",
        "Visit a team or site you have never worked with, and spend an hour seeing how they operate.",
        "Set one challenging but achievable goal for your current role, and share it with your coach.",
      ],
      prompt:
        "What opportunity have you turned down because it felt like too much, and would you make the same choice now?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You enjoy some excitement and variety but don't need constant stimulation. You can rise to a challenge and also settle into routine.",
      growth:
        "Long stretches of routine may leave you restless without knowing why, while too much change can tire you. Noticing which one you need keeps your motivation steady.",
      suggestions: [
        "Add one new element to a routine task each month, such as a new tool or a fresh way of presenting results.",
        "Write down what would make a task more engaging whenever you notice yourself feeling bored at work.",
        "Balance each high-pressure project with one predictable piece of work.",
      ],
      prompt: "What kind of challenge makes work feel most alive for you?",
    },
    high: {
      tends: "growth",
      strength:
        "You are drawn to action, novelty and challenge, and you bring energy to launches, crises and bold moves. You are often first to volunteer for something new.",
      growth:
        "A need for stimulation can make routine work feel unbearable, push you toward unnecessary risks, or leave projects behind once the thrill fades. The steady parts of the job need you too.",
      suggestions: [
        "Pair each exciting new project with a clear plan for how the routine follow-up will get done, and by whom.",
        "Run each risky decision past a more cautious colleague before committing to it.",
        "Turn a routine task into a challenge by setting yourself a personal target for time or quality.",
      ],
      prompt: "Which routine parts of your work get neglected when something exciting comes along?",
    },
  },

  // E6 Cheerfulness: how much positive mood, humor and enthusiasm you show.
  E6: {
    low: {
      tends: "growth",
      strength:
        "You take a serious, measured view of things and don't get carried away by enthusiasm. That sober tone makes your assessments credible.",
      growth:
        "Others may read your serious manner as negativity or disapproval, and your team may miss your appreciation of what is going well. Showing positive reactions helps people know where they stand.",
      suggestions: [
        "Name one thing that went well at the start of each team meeting before moving on to problems.",
        "Tell colleagues specifically what you liked about their work whenever you notice it.",
        "Ask a trusted colleague how your expression and tone come across on calls, and try one adjustment they suggest.",
      ],
      prompt: "How do the people around you know when you are pleased with their work?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You enjoy good moments and can lift a mood, while keeping things in perspective. Your positivity feels genuine rather than forced.",
      growth:
        "Your mood may follow your circumstances more than you notice, and on harder days your dip in energy can show to others. Small rituals keep your good humor within reach.",
      suggestions: [
        "Start one meeting a week with a quick round of good news from the team.",
        "Notice what lifts your mood at work, and schedule a little more of it into busy weeks.",
        "Mark the end of each project with a short, deliberate acknowledgment of what the team achieved.",
      ],
      prompt: "What brings you the most enjoyment in your work right now?",
    },
    high: {
      tends: "strength",
      strength:
        "You bring optimism, humor and enthusiasm, lifting the mood of the people around you. Teams tend to feel lighter and more hopeful with you there.",
      growth:
        "Constant positivity can make it hard to take serious concerns on board, and colleagues who are struggling may feel unheard. Sometimes people need acknowledgment before encouragement.",
      suggestions: [
        "Acknowledge a colleague's concern in your own words before offering a more upbeat view.",
        "Ask 'what could go wrong here?' once in each project meeting to balance your optimism.",
        "Slow down and leave room for others in serious moments, such as when bad news is shared.",
      ],
      prompt: "When might your positivity make it harder for someone to tell you about a problem?",
    },
  },

  // Openness facets

  // O1 Imagination: how much you picture possibilities beyond the here and now.
  O1: {
    low: {
      tends: "growth",
      strength:
        "You focus on the here and now and prefer concrete facts to speculation. That keeps your work grounded and practical.",
      growth:
        "A strong focus on what is can make it harder to picture what could be, and you may sit out brainstorming or long-term planning. Imagining alternatives opens up more options.",
      suggestions: [
        "Spend ten minutes writing three different ways your current project could turn out before choosing an approach.",
        "Join one brainstorming session this month and offer at least two ideas without judging them first.",
        "Sketch your ideal version of one process at work, ignoring constraints, then pick one piece of it to try.",
      ],
      prompt: "If you could redesign one part of your work with no constraints, what would it look like?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can imagine possibilities while staying connected to reality. You contribute to creative thinking and then help shape ideas into plans.",
      growth:
        "You may hold back imaginative thinking in practical settings, where it could still add value. Letting yourself think freely now and then can lead to better solutions.",
      suggestions: [
        "Ask 'what if we did the opposite?' whenever a problem seems stuck.",
        "Set aside thirty minutes each month to picture where your role could go in the next two years.",
        "Include one unusual idea in your next proposal alongside the practical options.",
      ],
      prompt: "Where at work could a bit more imagination make a difference right now?",
    },
    high: {
      tends: "strength",
      strength:
        "You have a rich imagination, picture possibilities easily, and see how things might be different. That makes you a source of ideas and vision.",
      growth:
        "Your mind may wander during routine tasks or meetings, and imagined plans can run ahead of what is feasible. Grounding your ideas helps others follow and act on them.",
      suggestions: [
        "Write each idea as a one-sentence description of the problem it solves before sharing it with your team.",
        "Use a timer to stay with routine tasks in focused twenty-five-minute stretches.",
        "Find a practical partner who will test your ideas against real constraints early.",
      ],
      prompt: "Which of your ideas would you most like to see become real, and what would the first step be?",
    },
  },

  // O2 Artistic Interests: how much you notice and value beauty, design and craft.
  O2: {
    low: {
      tends: "growth",
      strength:
        "You care about function over form and focus on whether things work. That keeps your attention on practical outcomes.",
      growth:
        "Overlooking design, presentation or atmosphere can make your work less engaging to others, even when the content is strong. How something looks and feels often decides whether people use it.",
      suggestions: [
        "Ask a colleague with an eye for design to review the layout of your next presentation or document.",
        "Follow one simple design rule, such as generous white space and a single font, in your next report.",
        "Notice one well-designed product or space each week and write down what makes it work.",
      ],
      prompt: "When has the presentation of your work affected how it was received?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You appreciate beauty and good design when you meet them, without letting them distract from the task. You value both function and form.",
      growth:
        "You may not make time to bring craft into your own work, so small finishing touches that would make a difference get skipped. A little attention to form can lift a good result.",
      suggestions: [
        "Add one finishing touch to each important deliverable, such as a clear chart or a tidy layout.",
        "Bring something that inspires you, like a picture or a plant, into your workspace.",
        "Spend an hour each month on a creative interest outside work, and notice its effect on your energy.",
      ],
      prompt: "What would it look like to bring a little more craft to your work?",
    },
    high: {
      tends: "strength",
      strength:
        "You notice beauty, design and atmosphere, and you bring a sense of craft to your work. Your attention to form makes things more appealing and memorable.",
      growth:
        "Caring deeply about how things look can lead to extra hours of polishing, or frustration when others don't share your standards. Matching the polish to the purpose keeps your effort well placed.",
      suggestions: [
        "Agree with stakeholders up front how polished a deliverable needs to be, and stop there.",
        "Offer to improve the look of one shared team resource, such as a template or a dashboard.",
        "Explain a design choice in terms of the reader's or user's experience when you propose it.",
      ],
      prompt: "Where does your eye for design add the most value at work, and where might it cost too much time?",
    },
  },

  // O3 Emotionality: how aware you are of your own feelings.
  O3: {
    low: {
      tends: "growth",
      strength:
        "You stay even and matter-of-fact, and feelings rarely cloud your reasoning. That helps you stay objective in tense situations.",
      growth:
        "Paying little attention to your feelings can mean missing early signs of frustration or tiredness, and connecting less easily with colleagues. Feelings carry useful information about the work.",
      suggestions: [
        "Pause at the end of each day and name in one word how you feel about the work you did.",
        "Ask a colleague how a decision affects them personally, not only practically, before you finalize it.",
        "Write down what was happening whenever you notice physical signals like tension or fatigue during the day.",
      ],
      prompt: "How do you notice what you are feeling at work, and how does it shape your decisions?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are aware of your feelings without being ruled by them, which helps you weigh both reason and emotion in your decisions.",
      growth:
        "When busy, you may set your feelings aside and only notice them later, once they have built up. Checking in with yourself regularly keeps your judgment clear.",
      suggestions: [
        "Check in with yourself before important decisions by asking how you feel about each option.",
        "Share how a change at work is affecting you in your next one-to-one.",
        "Write a few lines after a difficult interaction about what you felt and why.",
      ],
      prompt: "What have you been feeling about your work lately that you have not said out loud?",
    },
    high: {
      tends: "strength",
      strength:
        "You are closely in touch with your feelings and understand them well, which often helps you understand others too. That awareness supports empathy and sincere communication.",
      growth:
        "Strong feelings can color your judgment of situations or people, and sharing them in the wrong setting can unsettle a team. Knowing when and how to express them makes them an asset.",
      suggestions: [
        "Name your feeling to yourself before a tough conversation, and decide what part of it to share.",
        "Separate facts from feelings in written feedback by putting each in its own paragraph.",
        "Use your emotional awareness to check in this week with a colleague who seems off.",
      ],
      prompt: "How do you decide when to share your feelings at work, and when to keep them to yourself?",
    },
  },

  // O4 Adventurousness: how eager you are to try new activities and ways of doing things.
  O4: {
    low: {
      tends: "growth",
      strength:
        "You like familiar routines and proven methods, and you bring consistency to your work. People can count on you to keep things running smoothly.",
      growth:
        "A strong preference for the familiar can make change feel uncomfortable and lead you to avoid new roles, tools or teams. Small experiments make bigger changes easier to handle.",
      suggestions: [
        "Change one small part of your routine each week, such as the order of your tasks or the tool you use for one of them.",
        "Volunteer for one cross-team project this year to experience a different way of working.",
        "Ask someone who recently changed roles what helped them adapt.",
      ],
      prompt: "What change at work is coming up, and what would help you feel ready for it?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are open to trying new things while valuing familiar routines. That lets you adapt to change without seeking it for its own sake.",
      growth:
        "You may wait for change to come to you rather than seeking out experiences that would stretch you. Choosing some new experiences deliberately keeps you growing.",
      suggestions: [
        "Pick one unfamiliar task from your team's work and ask to shadow the person who does it.",
        "Try a new format for a recurring meeting for one month and compare the results.",
        "Note one thing you have never tried at work but are curious about, and plan a first step toward it.",
      ],
      prompt: "What new experience at work would you like to have in the next six months?",
    },
    high: {
      tends: "strength",
      strength:
        "You welcome change, enjoy new experiences and are quick to try unfamiliar approaches. You adapt well when work shifts around you.",
      growth:
        "Craving variety can make you restless with stable, repetitive work, and you may change things that were working fine. Colleagues may need more time to adjust than you do.",
      suggestions: [
        "Write down what problem a change will solve before you propose it.",
        "Give colleagues advance notice and a clear reason when you introduce a new way of working.",
        "Commit to a new approach for a set period, such as six weeks, before judging or replacing it.",
      ],
      prompt: "Which change are you eager to make, and how will you bring others along with you?",
    },
  },

  // O5 Intellect: how much you enjoy ideas, puzzles and abstract thinking.
  O5: {
    low: {
      tends: "growth",
      strength:
        "You prefer practical action to abstract debate and get straight to what works. That keeps discussions focused on results.",
      growth:
        "Avoiding complex or theoretical discussions can leave you out of strategic conversations and make unfamiliar problems harder to solve. Growing comfortable with ideas widens your influence.",
      suggestions: [
        "Ask 'why does this work?' about one process each week, and look up or ask for the answer.",
        "Join one strategy or planning discussion this quarter and bring a practical question to it.",
        "Read a summary of one key concept in your field each month and explain it to a colleague.",
      ],
      prompt: "Which bigger-picture discussions at work would you like to be part of?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You enjoy thinking ideas through when they serve a purpose, and can switch between analysis and action. That balance helps you solve problems without getting lost in theory.",
      growth:
        "You may stop exploring a problem as soon as a workable answer appears, and miss a better one. Occasionally digging deeper pays off.",
      suggestions: [
        "Come up with at least two alternative solutions before settling on one for your next problem.",
        "Set aside an hour a month to learn about a topic next to your own area of work.",
        "Ask an expert colleague to walk you through their reasoning on a complex decision.",
      ],
      prompt: "What problem at work deserves a deeper look than it has had so far?",
    },
    high: {
      tends: "strength",
      strength:
        "You love ideas, puzzles and complex problems, and you think things through carefully. That makes you strong at analysis and at learning new fields.",
      growth:
        "Enjoying ideas for their own sake can lead to long debates, over-analysis, or explanations others find hard to follow. Linking your thinking to decisions keeps it useful.",
      suggestions: [
        "Start each analysis by writing down the decision it needs to support, and stop once that decision is clear.",
        "Summarize complex reasoning in three bullet points for colleagues outside your specialty.",
        "Propose a time limit for discussing options in meetings, then move the group to a decision.",
      ],
      prompt: "When has your love of ideas helped a decision, and when has it slowed one down?",
    },
  },

  // O6 Liberalism: how readily you question rules, conventions and established authority.
  O6: {
    low: {
      tends: "growth",
      strength:
        "You respect established ways of doing things and value stability and clear rules. That helps preserve what already works well in your organization.",
      growth:
        "A strong attachment to existing practice can make you resist necessary change or dismiss new perspectives. Questioning how things are done keeps your team improving.",
      suggestions: [
        "Pick one established rule or process on your team and ask what purpose it serves today.",
        "Hear a proposal for change out to the end and list its benefits before raising concerns.",
        "Ask a newer colleague what seems odd to them about how your team works.",
      ],
      prompt: "Which way of working on your team would you defend most, and what would it take to change your mind?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You respect established practice but will question it when there is a good reason. That lets you support both stability and sensible change.",
      growth:
        "You may go along with existing practice even when you have doubts, so useful challenges stay unspoken. Voicing them constructively helps your team improve.",
      suggestions: [
        "Raise one doubt about an existing process at your next team retrospective, along with a suggestion.",
        "Ask 'is there a better way?' whenever you notice yourself repeating the same workaround.",
        "Write down your reasons for keeping or changing a practice before the team decides on it.",
      ],
      prompt: "Which established practice at work do you have quiet doubts about?",
    },
    high: {
      tends: "strength",
      strength:
        "You question rules and conventions, look for better ways, and are open to different values and perspectives. That helps organizations adapt and make room for new voices.",
      growth:
        "Challenging convention too readily can unsettle colleagues who value stability, or overlook good reasons behind existing practice. Understanding the why before changing it builds support.",
      suggestions: [
        "Find out the history of a practice you want to change before proposing an alternative.",
        "Frame your challenge as a shared question, such as 'how might we…', rather than as a criticism.",
        "Keep the parts of a process that work when you redesign it, and say so explicitly.",
      ],
      prompt: "Which convention at work would you most like to challenge, and who would you need on your side?",
    },
  },

  // Agreeableness facets

  // A1 Trust: how readily you assume others are honest and mean well.
  A1: {
    low: {
      tends: "growth",
      strength:
        "You check claims before accepting them and are hard to mislead. That healthy skepticism protects your work from bad information.",
      growth:
        "Assuming the worst about motives can make collaboration harder, slow you down with extra checking, and lead colleagues to trust you less in return. Offering some trust first can open doors.",
      suggestions: [
        "Assume good intent by default in one working relationship this month, and note what changes.",
        "Ask about a colleague's reasoning before drawing conclusions about their motives.",
        "Delegate one task fully and hold off checking on it until the review point you agreed.",
      ],
      prompt: "Who at work would it help to trust a little more, and what makes that hard?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You give people reasonable trust while keeping an eye out for warning signs. That balance helps you collaborate without being naive.",
      growth:
        "Your trust may hinge on first impressions, so you can stay guarded with some people for little reason. Revisiting those judgments keeps them fair.",
      suggestions: [
        "Identify one colleague you are guarded with and list the actual evidence behind your caution.",
        "Say clearly what you need in order to trust a new collaborator, such as regular updates.",
        "Give a new team member a meaningful responsibility early, and support them in it.",
      ],
      prompt: "How do you decide how much to trust someone new at work?",
    },
    high: {
      tends: "strength",
      strength:
        "You assume others mean well and give people the benefit of the doubt. That openness builds goodwill and makes collaboration easy.",
      growth:
        "Trusting readily can leave you exposed when someone doesn't deliver, and you may skip checks that protect your work. Trust works best alongside clear agreements.",
      suggestions: [
        "Agree on clear checkpoints when you hand over important work, even to people you trust.",
        "Verify key figures or promises before you pass them on to others.",
        "Recall one time your trust was misplaced, and write down the early signals you missed.",
      ],
      prompt: "When has your trust in others paid off, and when has it left you exposed?",
    },
  },

  // A2 Morality: how straightforward and open you are in your dealings with others.
  A2: {
    low: {
      tends: "growth",
      strength:
        "You are comfortable with tactics and know how to present things persuasively. That can help you negotiate and win support for your ideas.",
      growth:
        "If people sense that you shape the truth or hold back information for advantage, they may grow guarded with you. Open dealing builds the trust that lasting influence depends on.",
      suggestions: [
        "Share your real goal at the start of your next negotiation or request.",
        "Tell colleagues the relevant downsides of a proposal along with its benefits.",
        "Ask someone you trust whether you ever seem to have a hidden agenda, and what gives that impression.",
      ],
      prompt:
        "How openly do you share your intentions at work, and how does that affect the trust people place in you?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are generally straightforward but diplomatic about what you share and when. That lets you stay honest while being tactful.",
      growth:
        "Under pressure you may lean toward shading information to smooth things over, which can backfire later. Staying open when it is uncomfortable pays off over time.",
      suggestions: [
        "Share bad news early and plainly in your next status update, together with your plan.",
        "Notice when you soften a message so much that its meaning changes, and restate it.",
        "Write down your reasons whenever you decide to hold back information, and test them with your manager.",
      ],
      prompt: "When do you choose tact over full openness at work, and how do you decide?",
    },
    high: {
      tends: "strength",
      strength:
        "You are candid and sincere, and people know you mean what you say. That straightforwardness builds deep trust.",
      growth:
        "Plain honesty without tact can sometimes hurt or surprise people, and you may find office politics or negotiation uncomfortable. Honesty and strategy can coexist.",
      suggestions: [
        "Plan the wording of difficult messages in advance so your honesty lands with care.",
        "Prepare your walk-away point and your ideal outcome before your next important negotiation.",
        "Reread important messages from the recipient's point of view before sending them.",
      ],
      prompt: "Where could a little more diplomacy help your honesty be heard?",
    },
  },

  // A3 Altruism: how much you go out of your way to help others.
  A3: {
    low: {
      tends: "growth",
      strength:
        "You protect your own time and focus, and you don't get pulled into every request for help. That keeps your own work on track.",
      growth:
        "Colleagues may see you as unwilling to help, and you may miss out on the goodwill and learning that come from supporting others. A little help goes a long way.",
      suggestions: [
        "Offer help on one colleague's task each week, even if it takes only ten minutes.",
        "Share a resource or shortcut you rely on with your team.",
        "Ask a new team member what would make their first months easier, and act on one thing they mention.",
      ],
      prompt: "How do colleagues experience you when they need help, and how would you like them to?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You are happy to help others while keeping an eye on your own priorities. That lets you be supportive without losing focus.",
      growth:
        "You may help mostly when asked, missing moments where a small offer would make a big difference. Noticing others' needs unprompted strengthens your relationships.",
      suggestions: [
        "Spot one colleague who is under pressure this week and offer them a specific kind of help.",
        "Set aside one hour a week for helping or mentoring others.",
        "Ask your manager which colleague would benefit most from your expertise.",
      ],
      prompt: "Who at work could use your help right now, and what would you offer?",
    },
    high: {
      tends: "strength",
      strength:
        "You genuinely enjoy helping others and are generous with your time. People feel supported by you, and teams grow stronger because of it.",
      growth:
        "Helping everyone can leave your own work unfinished, tire you out, or make others rely on you too much. Caring for your own priorities is what lets you keep helping.",
      suggestions: [
        "Ask 'when is this needed?' before agreeing to help, and decline if it clashes with your own priorities.",
        "Teach a colleague how to solve a problem themselves instead of solving it for them.",
        "Track the time you spend helping others for one week, then decide what to keep.",
      ],
      prompt: "How do you balance helping others with finishing your own work?",
    },
  },

  // A4 Cooperation: how much you prefer agreement and compromise to confrontation.
  A4: {
    low: {
      tends: "growth",
      strength:
        "You stand up for your position and don't back down easily in disagreements. That can protect good ideas and important standards.",
      growth:
        "A competitive or confrontational style can turn disagreements into contests, leave colleagues feeling defeated, and damage working relationships. Finding common ground often gets you more.",
      suggestions: [
        "Restate the other person's position to their satisfaction before you argue against it.",
        "Look for one point of agreement in each disagreement and name it first.",
        "Let go of one low-stakes argument this week and notice what happens.",
      ],
      prompt: "Which recent disagreement would you handle differently, and what outcome would you aim for?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can compromise when it helps the team and hold firm when it matters. That makes you a constructive partner in disagreements.",
      growth:
        "You may sometimes give ground too quickly to end a conflict, or dig in over something minor. Choosing your battles deliberately keeps your cooperation effective.",
      suggestions: [
        "Decide before a negotiation what you can concede and what you will not.",
        "Ask yourself after each conflict whether you gave in, held firm, or found a real solution.",
        "Propose a third option in your next disagreement instead of choosing between the two on the table.",
      ],
      prompt: "How do you decide which disagreements are worth pursuing?",
    },
    high: {
      tends: "strength",
      strength:
        "You dislike conflict and work hard to find agreement, which makes you easy to work with and a natural peacemaker.",
      growth:
        "Avoiding confrontation can mean important issues go unaddressed, or that you give up your own needs to keep the peace. Healthy disagreement often leads to better results.",
      suggestions: [
        "Raise one concern you have been holding back at your next team meeting.",
        "Use the phrase 'I'd like to push back on that' once this week when you disagree.",
        "Prepare the key points you need to make before any meeting where you expect conflict.",
      ],
      prompt: "What issue have you been avoiding to keep the peace, and what would it cost to raise it?",
    },
  },

  // A5 Modesty: how much you play down your own achievements. Both ends tend to "growth": at the low end credit
  // is taken from others, at the high end your own contribution goes unseen.
  A5: {
    low: {
      tends: "growth",
      strength:
        "You are confident in your abilities and comfortable talking about your achievements. That helps you get noticed and speak up for your work.",
      growth:
        "Talking up your own role can come across as overconfident or overshadow what others contributed, which can cost you goodwill. Sharing credit strengthens your standing.",
      suggestions: [
        "Name at least one colleague's contribution whenever you present a shared result.",
        "Ask for feedback in an area where you feel confident, and listen for what you can still learn.",
        "Count how often you say 'I' versus 'we' in your next project update, and adjust the balance.",
      ],
      prompt: "How do you share credit with others when a project goes well?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can speak about your achievements when needed without making it all about you. That balance earns respect from colleagues and managers alike.",
      growth:
        "Depending on who you are with, you may undersell yourself in some settings and oversell in others. Being consistent helps people see your real contribution.",
      suggestions: [
        "Keep a running list of your achievements to draw on in reviews and updates.",
        "Practice describing one recent success in two sentences that cover both your part and the team's.",
        "Ask your manager how they see your contribution, and compare it with how you describe it.",
      ],
      prompt: "How well does your manager know what you contribute?",
    },
    high: {
      tends: "growth",
      strength:
        "You are humble, don't seek the spotlight, and readily give credit to others. People appreciate your lack of ego.",
      growth:
        "Playing down your achievements can keep them invisible, so your contributions may be overlooked in reviews and when opportunities come up. Being humble doesn't require being silent.",
      suggestions: [
        "Write down three things you achieved this month and share them with your manager.",
        "Say 'thank you' instead of brushing it off the next time someone praises your work.",
        "Describe your own role clearly in your next project summary, alongside the team's.",
      ],
      prompt: "What have you achieved recently that others may not know about?",
    },
  },

  // A6 Sympathy: how strongly you are moved by others' difficulties.
  A6: {
    low: {
      tends: "growth",
      strength:
        "You stay objective and can make tough calls without being swayed by emotion. That helps in decisions that need a clear head.",
      growth:
        "Colleagues going through difficulties may find you distant, which can weaken trust and loyalty. Showing understanding doesn't mean lowering your standards.",
      suggestions: [
        "Ask 'how are you doing with this?' when a colleague seems stretched, and listen to the answer.",
        "Acknowledge the human impact whenever you communicate a difficult decision.",
        "Consider one decision from the viewpoint of the person most affected by it before you sign it off.",
      ],
      prompt: "How do you show colleagues that you understand what they are going through?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You feel for others while keeping perspective, so you can offer support without being swept up by it. That makes you a steady source of help.",
      growth:
        "You may show compassion readily to the people close to you, but less to those you don't know well. Extending it more widely strengthens your team.",
      suggestions: [
        "Reach out to a colleague outside your immediate circle who is going through a hard time.",
        "Think through the human side of a business decision before giving your view on it.",
        "Ask follow-up questions when someone shares a problem, instead of moving straight to advice.",
      ],
      prompt: "When did you last feel moved by a colleague's situation, and what did you do?",
    },
    high: {
      tends: "strength",
      strength:
        "You are deeply moved by others' difficulties and want to help. Your compassion makes people feel cared for and valued.",
      growth:
        "Feeling others' struggles strongly can wear you down and make tough but necessary decisions hard to take. Caring for others also means looking after yourself.",
      suggestions: [
        "Set aside a short recovery time after supporting someone through a difficult conversation.",
        "Separate what you can do for someone from what you feel about their situation, and focus on the first.",
        "Bring one hard decision to your coach where compassion and fairness pulled in different directions.",
      ],
      prompt: "How do you look after yourself when you are supporting others through difficult times?",
    },
  },

  // Conscientiousness facets

  // C1 Self-Efficacy: how confident you are that you can get things done.
  C1: {
    low: {
      tends: "growth",
      strength:
        "You know the limits of your knowledge and are willing to ask for help. That humility can make you a careful, open learner.",
      growth:
        "Doubting your ability can make you hesitate over challenges or wait for reassurance before acting, and others may underestimate you as a result. Confidence grows from evidence of success.",
      suggestions: [
        "Keep a record of problems you solved and tasks you completed well, and read it before taking on something new.",
        "Take on one task this month that stretches you, with a named person you can ask for help.",
        "Make one decision this week that falls within your role without seeking approval first.",
      ],
      prompt: "What task are you more capable of than you give yourself credit for?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You feel capable in familiar areas and are realistic about what you still need to learn. That balance helps you take on challenges wisely.",
      growth:
        "In new or high-profile tasks your confidence may dip, leading you to over-prepare or defer to others. Remembering past successes helps you act.",
      suggestions: [
        "Recall one similar challenge you handled well before starting an unfamiliar task.",
        "Ask your manager for feedback on your strengths in an area where you feel unsure.",
        "Set a preparation limit for new tasks, and begin once you reach it.",
      ],
      prompt: "Where do you feel most capable at work, and where would you like to feel more so?",
    },
    high: {
      tends: "strength",
      strength:
        "You feel confident in your ability to get things done and handle challenges. That belief helps you take initiative and persist when it gets hard.",
      growth:
        "High confidence can lead you to take on too much or underestimate difficulties, and others may hesitate to offer help. Testing your assumptions keeps confidence realistic.",
      suggestions: [
        "Estimate how long your next few tasks will take, then track the actual time and compare.",
        "Name the hardest part of your next plan out loud, and ask a colleague how they would tackle it, before you commit.",
        "Offer to coach someone who is less sure of themselves, sharing how you approach challenges.",
      ],
      prompt: "When has your confidence led you to take on more than you could deliver?",
    },
  },

  // C2 Orderliness: how much you keep things organized and structured.
  C2: {
    low: {
      tends: "growth",
      strength:
        "You are comfortable with some mess and can work without a fixed structure. That lets you improvise and adapt quickly.",
      growth:
        "A disorganized workspace or inbox can mean lost information, missed details, and time spent searching. Colleagues who share your work may find it hard to follow.",
      suggestions: [
        "Spend ten minutes at the end of each day clearing your desk and closing open tabs.",
        "Create a simple folder structure for your current project and share it with the people working on it.",
        "Use a single task list for all your commitments instead of notes scattered across places.",
      ],
      prompt: "Where does disorganization cost you time or cause problems at work?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You keep things organized enough to work well without being rigid about it. That balance keeps you both efficient and flexible.",
      growth:
        "In busy periods your systems may slip, and catching up afterward takes extra effort. Small routines keep order without much cost.",
      suggestions: [
        "Choose one weekly slot to tidy your files, inbox and task list.",
        "Set up templates for the tasks you repeat most often.",
        "Agree on a shared structure for team documents so everyone can find things.",
      ],
      prompt: "Which of your organizing habits hold up under pressure, and which fall away?",
    },
    high: {
      tends: "strength",
      strength:
        "You like things orderly and structured, and your systems make work easier for you and others. People can find what they need.",
      growth:
        "A strong need for order can frustrate you with colleagues who work differently, or absorb time that could go to other work. Structure is a tool, not the goal.",
      suggestions: [
        "Check that a new system will save more time than it costs before you set it up.",
        "Accept a colleague's different way of organizing shared work when it meets the goal.",
        "Offer to set up a shared system for your team, and ask first what would help them.",
      ],
      prompt: "When does your need for order help your team, and when might it get in the way?",
    },
  },

  // C3 Dutifulness: how strongly you feel bound by obligations, promises and rules.
  C3: {
    low: {
      tends: "growth",
      strength:
        "You don't feel bound by every rule and can adapt when a rule doesn't fit the situation. That flexibility can help in unusual cases.",
      growth:
        "If you treat commitments or rules loosely, others may see you as unreliable, and trust in your work can suffer. Keeping your word builds credibility.",
      suggestions: [
        "Write down every promise you make in meetings, and check each one off as you complete it.",
        "Tell people early when you cannot meet a commitment, and propose a new date.",
        "Find out the reason behind one rule you find frustrating before deciding how to respond to it.",
      ],
      prompt: "Which commitments do you find hardest to keep, and why?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You take your obligations seriously but use judgment about when rules should bend. That makes you reliable yet practical.",
      growth:
        "When you disagree with a commitment, you may follow through half-heartedly. Raising your doubts openly works better than quietly doing less.",
      suggestions: [
        "Raise concerns about a rule or task directly with the person who set it.",
        "Review your commitments weekly, and renegotiate any you doubt you can keep.",
        "Explain your reasoning whenever you choose to make an exception to a rule.",
      ],
      prompt: "How do you handle commitments you don't fully agree with?",
    },
    high: {
      tends: "strength",
      strength:
        "You have a strong sense of duty, keep your promises, and follow through on obligations. People know they can depend on you.",
      growth:
        "A strong sense of duty can make it hard to say no, keep you following rules that no longer make sense, or leave you carrying more than your share. Your duty to yourself matters too.",
      suggestions: [
        "Ask whether a task is truly yours before accepting it out of a sense of obligation.",
        "Suggest updating one rule or process on your team that no longer serves its purpose.",
        "Decline one request this month that falls outside your responsibilities, and explain why.",
      ],
      prompt: "Which obligations are you carrying that might not be yours to carry?",
    },
  },

  // C4 Achievement-Striving: how hard you push toward ambitious goals.
  C4: {
    low: {
      tends: "growth",
      strength:
        "You are content with what you have and don't feel driven to push ever harder. That can help you keep a healthy balance between work and the rest of life.",
      growth:
        "Without clear ambitions you may drift and miss chances to develop, and others may assume you are not interested in growing. Setting goals gives your work direction.",
      suggestions: [
        "Set one specific goal for the next three months and share it with your coach.",
        "Identify one skill that would make your work more satisfying, and plan how to build it.",
        "Ask your manager what would count as outstanding work in your role.",
      ],
      prompt: "What would you like to have achieved at work a year from now?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You work hard toward goals you care about without being consumed by ambition. That balance keeps you motivated over the long run.",
      growth:
        "Your drive may depend on how much a goal means to you, so goals set by others can get less of your effort. Finding a personal reason for them helps.",
      suggestions: [
        "Connect each assigned goal to something you personally care about, such as a skill it builds or a person it helps.",
        "Set one stretch goal alongside your regular targets this quarter.",
        "Review your progress toward your goals monthly, and celebrate what you achieved.",
      ],
      prompt: "Which of your current goals truly motivates you, and which feels like someone else's?",
    },
    high: {
      tends: "strength",
      strength:
        "You set high goals and work hard to reach them. Your drive pushes results forward and often inspires the people around you.",
      growth:
        "Strong ambition can lead to overwork, impatience with others, or a feeling that nothing is ever enough. Sustaining your drive takes rest and noticing how far you have come.",
      suggestions: [
        "Pause to mark each goal you reach before setting the next one.",
        "Schedule time off and protect it as firmly as you would a deadline.",
        "Ask two colleagues how your expectations affect them, and what they would change.",
      ],
      prompt: "How do you know when you have done enough?",
    },
  },

  // C5 Self-Discipline: how well you get yourself to start and finish tasks, even dull ones.
  C5: {
    low: {
      tends: "growth",
      strength:
        "You switch between tasks easily and respond quickly to whatever seems most interesting or urgent. That can make you responsive and quick off the mark.",
      growth:
        "Difficulty starting or sticking with less appealing tasks can lead to putting things off and last-minute rushes. Small habits help you follow through.",
      suggestions: [
        "Start the task you are avoiding with a five-minute commitment, then decide whether to continue.",
        "Keep email and your phone closed during your first working hour.",
        "Pair a dull task with something pleasant, such as working in a favorite spot or with music you like.",
      ],
      prompt: "Which task are you putting off right now, and what is the smallest step you could take on it?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You can usually get yourself to do what needs doing, even if dull tasks take more effort. That makes you dependable in most situations.",
      growth:
        "Boring or long tasks may drag, and you might leave them until the last moment. A little structure helps you keep going.",
      suggestions: [
        "Break long tasks into sessions with clear end points.",
        "Schedule dull tasks for the part of the day when you are most alert.",
        "Tell someone when you plan to finish a task you tend to avoid.",
      ],
      prompt: "What helps you keep going on tasks you don't enjoy?",
    },
    high: {
      tends: "strength",
      strength:
        "You start tasks promptly and see them through, even when they are dull. That persistence makes you highly reliable.",
      growth:
        "Strong self-discipline can make it hard to stop, rest, or change course when a task no longer makes sense. Knowing when to let go is part of discipline too.",
      suggestions: [
        "Review your task list weekly and drop one task that no longer matters.",
        "Take planned breaks during long work sessions, and put them in your calendar.",
        "Share your techniques for staying on task with a colleague who finds it hard.",
      ],
      prompt: "When has your persistence kept you on a task longer than it deserved?",
    },
  },

  // C6 Cautiousness: how much you think things through before deciding or acting.
  C6: {
    low: {
      tends: "growth",
      strength:
        "You decide and act quickly, which helps when speed matters. Uncertainty rarely stops you in your tracks.",
      growth:
        "Acting before thinking things through can lead to mistakes, rework, or commitments you later regret. A brief pause before big decisions improves results.",
      suggestions: [
        "Wait an hour before sending any message that makes an important decision or commitment.",
        "List three possible consequences before making a significant choice.",
        "Ask a careful colleague to review your plan before you act on it.",
      ],
      prompt: "Which recent quick decision would you make differently with more thought?",
    },
    neutral: {
      tends: "strength",
      strength:
        "You think things through when it matters but can also act quickly. That balance lets you decide at the right speed.",
      growth:
        "Under time pressure you might skip steps you would normally take, or deliberate too long over minor choices. Matching your care to the stakes helps.",
      suggestions: [
        "Sort the decisions in front of you into big and small, and spend your care on the big ones.",
        "Set a deadline for each decision you are weighing.",
        "Look back at one recent decision and judge whether you took the right amount of time over it.",
      ],
      prompt: "How do you decide how much thought a decision needs?",
    },
    high: {
      tends: "strength",
      strength:
        "You think carefully before acting and consider the consequences. That care helps avoid mistakes and builds trust in your decisions.",
      growth:
        "Too much caution can slow decisions, miss opportunities, and frustrate colleagues who need answers. Sometimes a good decision now beats a perfect one later.",
      suggestions: [
        "Give yourself a time limit for each decision, and decide when it runs out.",
        "Ask yourself what the worst realistic outcome is, and whether you could recover from it.",
        "Make one small decision each day without any further research.",
      ],
      prompt: "Which decision are you waiting on right now, and what would it take to make it?",
    },
  },
};

export default texts;
