//! Role synonyms, expanded at query time. One table, easy to extend: each group lists phrases
//! that mean the same thing; a query phrase found in a group also matches the others.

use std::{collections::HashMap, sync::LazyLock};

use tantivy::tokenizer::Token;

/// Synonym groups (lowercase, normalized as `text::words` leaves them): the one table of role
/// synonyms, abbreviations (both ways), role families and Hinglish words; docs/search.md says
/// how to extend it. A phrase found in the keyword matches every job where any phrase of its
/// group is. Two marks:
/// - `~phrase`: a member of a family, one way: a job with it is found by the group's other
///   phrases ("java developer" finds "Software Engineer (Java)"), but typing it is searched as
///   itself (typing "software engineer" does not find every developer);
/// - `^phrase`: typed, it means the group, but a job's text with it is not marked ("software"
///   alone in a description does not make a job a developer's);
/// - `!phrase`: not the group, though it holds one of the group's phrases: a job's text with it
///   is not marked there ("Curriculum Developer" is no developer of software, "CNC Programmer"
///   no programmer).
pub const GROUPS: &[&[&str]] = &[
    &[
        "sde",
        "software engineer",
        "software developer",
        "software development engineer",
    ],
    // The software family: "software" typed alone means every developer's job.
    &[
        "^software",
        "^software jobs",
        "~software engineer",
        "~software developer",
        "~software development engineer",
        "~sde",
        "~developer",
        "~programmer",
        "~backend engineer",
        "~frontend engineer",
        "~front end engineer",
        "~full stack engineer",
        "~fullstack engineer",
        "~devops engineer",
        "~site reliability engineer",
        "~platform engineer",
        "~data engineer",
        "~machine learning engineer",
        "~product engineer",
        "~staff engineer",
        "~principal engineer",
        "~member of technical staff",
        "!curriculum developer",
        "!content developer",
        "!business developer",
        "!real estate developer",
        "!property developer",
        "!cnc programmer",
        "!vmc programmer",
        "~analytics engineer",
        "~database engineer",
        "~infrastructure engineer",
        "~ai engineer",
        "~ml engineer",
        "~ux engineer",
        "~application developer",
        "~applications engineer",
    ],
    &[
        "bde",
        "business development executive",
        "business development",
        "~business development representative",
        "~sales development representative",
        "~bdr",
    ],
    &[
        "hr",
        "human resources",
        "human resource",
        "~recruiter",
        "~talent acquisition",
        "~talent sourcer",
        "~people operations",
        "~people partner",
        "~people business partner",
        "~employee relations",
        "~hris",
        "~people systems",
        "~employee experience",
        "~compensation",
    ],
    &[
        "qa",
        "tester",
        "quality assurance",
        "test engineer",
        "qa engineer",
        "software quality engineer",
        "software tester",
        "software testing",
        "manual tester",
        "manual testing",
        "~sdet",
        "~software engineer in test",
        "~automation test engineer",
        "~qa automation",
        "~test automation",
    ],
    &["ca", "chartered accountant"],
    &[
        "frontend",
        "front end",
        "front-end",
        "front end developer",
        "~ui developer",
        "~ui engineer",
        "~ui components",
        "~react",
        "~reactjs",
        "~full stack",
        "~fullstack",
        "~full-stack",
    ],
    // Backend work: the languages it is done in, and full stack (which is both ends; full stack
    // widens to the frontend group, listed first).
    &[
        "backend",
        "back end",
        "back-end",
        "~backend engineer",
        "~java developer",
        "~python developer",
        "~golang developer",
        "~go developer",
        "~rust developer",
        "~php developer",
        "~node developer",
        "~nodejs developer",
        "~django developer",
        "~full stack",
        "~fullstack",
        "~full-stack",
    ],
    &["fullstack", "full stack", "full-stack"],
    // Work from home ("wfh", "ghar se kaam" …): typed, each is a filter, so the group is
    // defined with the filter phrases.
    crate::vocabulary::WORK_FROM_HOME,
    &[
        "fresher",
        "entry level",
        "freshers",
        "graduate trainee",
        "~junior",
        "~trainee",
        "~intern",
        "~graduate",
    ],
    &[
        "developer",
        "dev",
        "programmer",
        "developers",
        "!curriculum developer",
        "!content developer",
        "!business developer",
        "!real estate developer",
        "!property developer",
        "!cnc programmer",
        "!vmc programmer",
        "~software engineer",
        "~sde",
        "~software development engineer",
        "~backend engineer",
        "~frontend engineer",
        "~full stack engineer",
        "~fullstack engineer",
        "~platform engineer",
        "~member of technical staff",
    ],
    &[
        "ml",
        "machine learning",
        "~applied scientist",
        "~mlops",
        "~nlp engineer",
    ],
    &["ai", "artificial intelligence", "genai", "gen ai"],
    &[
        "devops",
        "dev ops",
        "site reliability",
        "sre",
        "site reliability engineer",
        "site reliability engineering",
        "devsecops",
    ],
    &[
        "pm",
        "~project manager",
        "~product manager",
        "~program manager",
        "~programme manager",
    ],
    &[
        "project manager",
        "project management",
        "~program manager",
        "~delivery manager",
    ],
    &["product manager", "product management", "~product owner"],
    &[
        "program manager",
        "programme manager",
        "~technical program manager",
    ],
    &[
        "tpm",
        "technical program manager",
        "technical programme manager",
    ],
    &["tlm", "tech lead manager", "technical lead manager"],
    &["mts", "member of technical staff"],
    &[
        "em",
        "engineering manager",
        "manager engineering",
        "software engineering manager",
        "manager software engineering",
        "~tech lead manager",
        "~director of engineering",
    ],
    &[
        "cs",
        "customer service",
        "customer support",
        "customer care",
        "~technical support",
        "~product support",
        "~support specialist",
        "~support engineer",
        "~service desk",
    ],
    // Technical support, however it is shortened: its family is customer support above.
    &[
        "technical support",
        "tech support",
        "~support engineer",
        "~application support",
    ],
    &[
        "help desk",
        "helpdesk",
        "service desk",
        "it support",
        "desktop support",
        "~technical support",
        "~business technology support",
        "~it service desk",
    ],
    // BPO work, what "bpo" or "call center" means: every role of a call centre's floor (and what
    // a telecaller widens to when there are few).
    &[
        "bpo",
        "call center",
        "call centre",
        "~telecaller",
        "~tele caller",
        "~telecalling",
        "~tele sales executive",
        "~telesales",
        "~customer care executive",
        "~customer support executive",
        "~customer service executive",
        "~chat support",
        "~voice process",
        "~non voice process",
    ],
    &[
        "telecaller",
        "tele caller",
        "telecalling",
        "~tele sales executive",
        "~tele sales",
        "~telesales",
    ],
    // Warehouse roles: what one of them widens to.
    &[
        "forklift operator",
        "forklift driver",
        "reach truck operator",
    ],
    &[
        "picker packer",
        "picker",
        "pick and pack",
        "packer",
        "packing staff",
        "packing helper",
        "packing ka kaam",
    ],
    &[
        "warehouse",
        "^warehouse jobs",
        "~warehouse helper",
        "~warehouse associate",
        "~warehouse supervisor",
        "~warehouse executive",
        "~picker packer",
        "~forklift operator",
        "~inventory controller",
        "~store keeper",
        "~storekeeper",
        "~loader",
    ],
    // Metal and machine trades: what one of them widens to.
    &["welder", "welding", "~fabricator"],
    &[
        "^mechanical trades",
        "~welder",
        "~fitter",
        "~fabricator",
        "~machinist",
        "~turner",
        "~cnc operator",
    ],
    &["ward boy", "ward attendant", "ward assistant"],
    &[
        "driver",
        "chauffeur",
        "gaadi chalane",
        "gadi chalane",
        "chalak",
    ],
    &[
        "delivery boy",
        "delivery executive",
        "delivery partner",
        "rider",
    ],
    &["react", "reactjs", "react js"],
    &["node", "nodejs", "node js"],
    &[
        "kubernetes",
        "k8s",
        "~devops engineer",
        "~site reliability engineer",
    ],
    &["dotnet", "dot net", "aspdotnet"],
    // JavaScript, and full stack (in India mostly JavaScript's: MERN, MEAN).
    &[
        "javascript",
        "js",
        "~node",
        "~nodejs",
        "~typescript",
        "~full stack",
        "~fullstack",
        "~full-stack",
    ],
    &["golang", "go lang"],
    &[
        "sdet",
        "software engineer in test",
        "software development engineer in test",
        "qa automation",
        "automation testing",
        "automation tester",
        "automation test engineer",
        "test automation",
        "~automation qa",
    ],
    &[
        "sdr",
        "bdr",
        "sales development representative",
        "business development representative",
    ],
    &["ae", "account executive", "account exec"],
    // Sales and business-development abbreviations, both ways.
    &[
        "bdm",
        "business development manager",
        "business development managers",
    ],
    &[
        "kam",
        "key account manager",
        "key accounts manager",
        "~key account executive",
        "~account manager",
        "~accounts manager",
        "~account management",
        "~account mgr",
        "!bank account management",
        "!bank account manager",
    ],
    &[
        "tam",
        "technical account manager",
        "technical account managers",
        "~technical account management",
    ],
    &[
        "csm",
        "customer success manager",
        "customer success managers",
        "~manager customer success",
    ],
    &[
        "rm",
        "relationship manager",
        "relationship managers",
        "~relationship officer",
        "~relationship executive",
    ],
    &["asm", "area sales manager", "area sales managers"],
    &["tso", "territory sales officer", "territory sales officers"],
    &[
        "tsm",
        "territory sales manager",
        "~territory sales officer",
        "~territory sales executive",
    ],
    // The sales family: what a sales or business-development role (BDE, BDM, KAM, RM, ASM,
    // TSM, AE) widens to when it has less than a page. Listed before the partnerships group, so
    // business development widens to sales first.
    &[
        "^sales and business development",
        "^salesman",
        "^salesmen",
        "~sales executive",
        "~sales officer",
        "~sales manager",
        "~sales representative",
        "~sales associate",
        "~sales consultant",
        "~field sales",
        "~inside sales",
        "~business development executive",
        "~business development manager",
        "~business development",
        "~bde",
        "~bdm",
        "~key account manager",
        "~kam",
        "~relationship manager",
        "~rm",
        "~area sales manager",
        "~asm",
        "~territory sales manager",
        "~tsm",
        "~account executive",
        "~partnerships",
        "~partner manager",
    ],
    &[
        "hrbp",
        "hr business partner",
        "human resources business partner",
        "people business partner",
        "talent business partner",
    ],
    &[
        "recruiter",
        "talent acquisition",
        "talent sourcer",
        "recruiting coordinator",
        "recruiters",
        "~talent partner",
        "~talent business partner",
    ],
    &["senior", "sr"],
    &["junior", "jr"],
    &["ii", "2"],
    &["iii", "3"],
    &[
        "intern",
        "trainee",
        "interns",
        "apprentice",
        "industrial trainee",
    ],
    &[
        "accountant",
        "accounts executive",
        "~accounting",
        "~accounts payable",
        "~general ledger",
        "~tally",
        "~chartered accountant",
        "~cost accountant",
    ],
    &[
        "cyber security",
        "cybersecurity",
        "infosec",
        "information security",
        "~security engineer",
        "~application security",
        "~appsec",
        "~security analyst",
        "~penetration testing",
    ],
    &[
        "ui ux",
        "uiux",
        "ux designer",
        "ui designer",
        "user experience",
        "~product designer",
        "~interaction designer",
        "~ux researcher",
        "~visual designer",
    ],
    &[
        "graphic designer",
        "visual designer",
        "visual design",
        "~motion designer",
        "~brand designer",
        "~art director",
        "~art direction",
    ],
    &["data scientist", "~applied scientist", "~applied science"],
    &[
        "data engineer",
        "data engineering",
        "~data platform",
        "~data infrastructure",
        "~data ingestion",
        "~analytics engineer",
    ],
    &[
        "data analyst",
        "data analytics",
        "~business analyst",
        "~business intelligence",
        "~bi analyst",
        "~supply chain analyst",
    ],
    // The data and machine-learning family: what a data scientist (or ML) search widens to.
    &[
        "^data and ml",
        "~data scientist",
        "~data science",
        "~machine learning",
        "~ml",
        "~machine learning engineer",
        "~ml engineer",
        "~nlp engineer",
        "~applied scientist",
        "~research scientist",
        "~data engineer",
        "~data analyst",
    ],
    // Mobile apps: the family of every platform's developers (listed before iOS, so a typed
    // platform widens to all of mobile).
    &[
        "mobile developer",
        "mobile app developer",
        "app developer",
        "mobile engineer",
        "~android",
        "~ios",
        "~flutter",
        "~react native",
        "~swift developer",
        "~kotlin developer",
    ],
    &["flutter", "flutter developer"],
    &["ios", "~flutter", "~react native", "~swift developer"],
    &[
        "receptionist",
        "front office executive",
        "front desk",
        "~front office manager",
        "~front office",
    ],
    &[
        "fitness trainer",
        "gym trainer",
        "personal trainer",
        "~yoga instructor",
        "~yoga trainer",
    ],
    &[
        "journalist",
        "reporter",
        "correspondent",
        "patrakar",
        "~news anchor",
        "~news reader",
    ],
    &["compliance", "~regulatory"],
    // Marketing and what it holds: campaigns, communications, brand, growth.
    &[
        "marketing",
        "~campaign",
        "~campaigns",
        "~brand manager",
        "~growth manager",
        "~corporate communications",
        "~communications manager",
        "~communications lead",
        "~communications specialist",
        "~public relations",
        "~pr lead",
        "~pr manager",
    ],
    // The family business development widens to when it has less than a page.
    &[
        "partnerships",
        "partner manager",
        "alliances",
        "~business development",
    ],
    &[
        "technical writer",
        "technical writing",
        "~technical documentation",
        "~documentation specialist",
    ],
    &[
        "night shift",
        "~shift hours",
        "~shift timings",
        "~weekend shift",
        "~rotational shift",
    ],
    &[
        "presales",
        "pre sales",
        "sales engineer",
        "solutions engineer",
        "solution engineer",
        "solutions consultant",
        "~solutions architect",
        "~solution architect",
    ],
    &[
        "lawyer",
        "advocate",
        "legal counsel",
        "attorney",
        "vakil",
        "~legal associate",
        "~legal advisor",
        "~legal officer",
    ],
    &["office boy", "peon", "office assistant", "chaprasi"],
    &[
        "cook",
        "chef",
        "rasoiya",
        "khansama",
        "commis chef",
        "khana banane",
        "khana banana",
        "khana banane wala",
    ],
    &["security guard", "guard", "chowkidar", "watchman"],
    &[
        "housekeeping",
        "safai",
        "cleaner",
        "sweeper",
        "housekeeping staff",
        "cleaning staff",
        "safai karmachari",
        "safai staff",
    ],
    &["maid", "domestic help", "house help", "kaamwali"],
    &["electrician", "bijli mistri", "wireman"],
    &["mason", "raj mistri"],
    &["tailor", "darji"],
    &[
        "teacher",
        "tutor",
        "shikshak",
        "adhyapak",
        "tuition",
        "~lecturer",
    ],
    &["nurse", "staff nurse", "nursing"],
    &["mechanic", "~two wheeler technician", "~auto electrician"],
    // Levels of a title (`levels`): members only, never typed, never a family. A title with one
    // carries the group's key, so a search ranks a level by one term.
    LEVEL_INTERN,
    LEVEL_ENTRY,
    LEVEL_STAFF,
    LEVEL_MANAGER,
    LEVEL_SENIOR,
];

/// Title words of an internship or a trainee's post.
pub const LEVEL_INTERN: &[&str] = &[
    "~intern",
    "~interns",
    "~internship",
    "~trainee",
    "~trainees",
    "~apprentice",
    "~apprenticeship",
];
/// Title words of the entry level: an internship's, and a fresher's.
pub const LEVEL_ENTRY: &[&str] = &[
    "~intern",
    "~interns",
    "~internship",
    "~trainee",
    "~trainees",
    "~apprentice",
    "~apprenticeship",
    "~fresher",
    "~freshers",
];
/// Title words of an executive's level.
pub const LEVEL_STAFF: &[&str] = &[
    "~executive",
    "~executives",
    "~exec",
    "~associate",
    "~representative",
    "~officer",
];
/// Title words of a manager's level.
pub const LEVEL_MANAGER: &[&str] = &["~manager", "~managers", "~mgr", "~lead", "~head"];
/// Title words of a senior post.
pub const LEVEL_SENIOR: &[&str] = &[
    "~senior",
    "~sr",
    "~staff",
    "~principal",
    "~lead",
    "~director",
    "~head",
];

/// The index in `GROUPS` of one of its groups (a `LEVEL_*` one).
pub fn group_index(group: &[&str]) -> usize {
    GROUPS
        .iter()
        .position(|g| *g == group)
        .expect("a group of the table")
}

/// A phrase of the table without its mark, and whether it counts on the index side (a job's
/// text marks the group) and on the query side (typing it means the group).
fn parse_phrase(p: &str) -> (&str, bool, bool) {
    if let Some(x) = p.strip_prefix('!') {
        (x, false, false)
    } else if let Some(x) = p.strip_prefix('~') {
        (x, true, false)
    } else if let Some(x) = p.strip_prefix('^') {
        (x, false, true)
    } else {
        (p, true, true)
    }
}

/// The analyzed terms of a phrase of the table, as the keyword query looks them up: words
/// split at spaces and hyphens, each analyzed.
fn phrase_terms(phrase: &str) -> Vec<String> {
    phrase
        .split([' ', '-'])
        .filter(|w| !w.is_empty())
        .flat_map(crate::text::terms)
        .collect()
}

/// Every phrase of the table by its first analyzed term: (group, the phrase's terms, whether
/// it is a true synonym rather than a member `~`).
/// (Fx-hashed: the indexer looks up every token of every text in it.)
type ByFirstTerm = rustc_hash::FxHashMap<String, Vec<(usize, Vec<String>, bool)>>;

fn by_first_term() -> &'static ByFirstTerm {
    static TABLE: LazyLock<ByFirstTerm> = LazyLock::new(|| {
        let mut m = ByFirstTerm::default();
        for (g, group) in GROUPS.iter().enumerate() {
            for phrase in group.iter() {
                let (phrase, indexed, typed) = parse_phrase(phrase);
                if !indexed {
                    continue;
                }
                let terms = phrase_terms(phrase);
                if let Some(first) = terms.first() {
                    m.entry(first.clone()).or_default().push((g, terms, typed));
                }
            }
        }
        m
    });
    &TABLE
}

/// The term that marks where a phrase of group `g` (its position in `GROUPS`) starts, in the
/// catch-all field; the analyzer never makes a word with a colon.
pub fn group_key(g: usize) -> String {
    format!("syn:{g}")
}

/// The term that marks where a true synonym of group `g` starts (not a member `~`): a title
/// with one ranks above a title with a member ("kubernetes": "Platform Engineer (K8s)" before
/// the DevOps engineers the group adds).
pub fn synonym_key(g: usize) -> String {
    format!("syn:{g}=")
}

/// A fingerprint of the table, part of the catch-all field's name: an index built with another
/// table has another schema and is rebuilt.
pub fn fingerprint() -> String {
    // FNV-1a over the table: stable across builds and platforms.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for group in GROUPS {
        for phrase in group.iter() {
            for b in phrase.bytes().chain([b'|']) {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        }
        h ^= u64::from(b'#');
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    // The analyzer's own version: 2 added the true-synonym key.
    for b in crate::vocabulary::fingerprint_text().bytes().chain(*b"v2") {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:08x}", h as u32)
}

/// The phrases of the table marked `!`, by group: (group, the phrase's terms).
fn not_the_group() -> &'static [(usize, Vec<String>)] {
    static TABLE: LazyLock<Vec<(usize, Vec<String>)>> = LazyLock::new(|| {
        GROUPS
            .iter()
            .enumerate()
            .flat_map(|(g, group)| {
                group
                    .iter()
                    .filter_map(move |p| p.strip_prefix('!').map(|x| (g, phrase_terms(x))))
            })
            .collect()
    });
    &TABLE
}

/// Whether `phrase` occurs at token `i`: its terms at consecutive positions.
fn occurs_at(tokens: &[Token], i: usize, phrase: &[String]) -> bool {
    tokens.get(i..i + phrase.len()).is_some_and(|window| {
        window.iter().zip(phrase).all(|(t, want)| t.text == *want)
            && window
                .windows(2)
                .all(|pair| pair[1].position == pair[0].position + 1)
    })
}

/// Where the phrases of the table start in an analyzed text: (token index, group, a true
/// synonym rather than a member), each once per group (a true synonym wins). A phrase occurs
/// when its terms are at consecutive positions, which is what a phrase query matches; none
/// counts inside a phrase its group marks `!`.
pub fn group_starts(tokens: &[Token]) -> Vec<(usize, usize, bool)> {
    let mut out = group_starts_all(tokens);
    // Only the groups found can lose a start (most texts find none: nothing to look for).
    for (g, phrase) in not_the_group() {
        if !out.iter().any(|&(_, h, _)| h == *g) {
            continue;
        }
        for j in 0..tokens.len() {
            if phrase.first() == Some(&tokens[j].text) && occurs_at(tokens, j, phrase) {
                out.retain(|&(i, h, _)| h != *g || !(j..j + phrase.len()).contains(&i));
            }
        }
    }
    out
}

fn group_starts_all(tokens: &[Token]) -> Vec<(usize, usize, bool)> {
    let mut out = Vec::new();
    for (i, Token { text: term, .. }) in tokens.iter().enumerate() {
        let Some(phrases) = by_first_term().get(term) else {
            continue;
        };
        for (g, phrase, synonym) in phrases {
            let matches = occurs_at(tokens, i, phrase);
            // "5:30 PM" is a time, not a product manager.
            let time = phrase.len() == 1
                && crate::vocabulary::TIME_WORDS.contains(&phrase[0].as_str())
                && i > 0
                && tokens[i - 1].text.chars().all(|c| c.is_ascii_digit());
            let matches = matches && !time;
            if !matches {
                continue;
            }
            match out.iter_mut().find(|(at, h, _)| (*at, *h) == (i, *g)) {
                Some(found) => found.2 |= *synonym,
                None => out.push((i, *g, *synonym)),
            }
        }
    }
    out
}

/// The phrases that, typed, mean group `g` (without their marks).
pub fn typed_phrases(g: usize) -> impl Iterator<Item = &'static str> {
    GROUPS[g]
        .iter()
        .map(|p| parse_phrase(p))
        .filter(|(_, _, typed)| *typed)
        .map(|(p, _, _)| p)
}

/// The family of group `g`: the first other group that lists one of `g`'s typed phrases as a
/// member (`~`), and has typed phrases of its own (the software family of "sde"). A search
/// that finds nothing for the role, or less than a page, tries its family.
pub fn family(g: usize) -> Option<usize> {
    let typed: Vec<&str> = typed_phrases(g).collect();
    GROUPS.iter().enumerate().find_map(|(h, group)| {
        (h != g
            && typed_phrases(h).next().is_some()
            && group.iter().any(|p| {
                let (p, indexed, typed_h) = parse_phrase(p);
                indexed && !typed_h && typed.contains(&p)
            }))
        .then_some(h)
    })
}

/// The one-word phrase of the table a misspelt word stands for ("acountant", "recuiter"): the
/// nearest typed one-word phrase of at least five letters, one edit away (two from nine
/// letters on), the first of equals. The caller asks only for words no job uses, so the
/// word then means the whole group, as its correct spelling would.
pub fn misspelt(word: &str) -> Option<&'static str> {
    let n = word.chars().count();
    if n < 5 || !word.chars().all(|c| c.is_alphabetic()) {
        return None;
    }
    let most = if n >= 9 { 2 } else { 1 };
    GROUPS
        .iter()
        .flat_map(|g| g.iter())
        .map(|p| parse_phrase(p))
        .filter(|(p, _, typed)| *typed && p.chars().count() >= 5 && !p.contains([' ', '-']))
        .map(|(p, _, _)| (crate::text::distance(word, p), p))
        .filter(|(d, _)| (1..=most).contains(d))
        .min_by_key(|(d, _)| *d)
        .map(|(_, p)| p)
}

/// Which of the keyword's words lie in a phrase the table marks `!` ("cnc programmer"): they
/// are searched as the words they are, never as a group (the job's text with the phrase is not
/// marked either).
pub fn in_not_the_group(words: &[String]) -> Vec<bool> {
    let mut inside = vec![false; words.len()];
    for group in GROUPS {
        for phrase in group.iter().filter_map(|p| p.strip_prefix('!')) {
            let parts: Vec<&str> = phrase.split([' ', '-']).filter(|p| !p.is_empty()).collect();
            for i in 0..words.len() {
                if i + parts.len() <= words.len()
                    && parts.iter().zip(&words[i..]).all(|(p, w)| p == w)
                {
                    inside[i..i + parts.len()].fill(true);
                }
            }
        }
    }
    inside
}

/// Longest synonym phrase (in words) starting at `words[i]`: its length and its group's index.
pub fn match_at(words: &[String], i: usize) -> Option<(usize, usize)> {
    /// The typed phrases of the table by their first word: each one's words and group, in the
    /// table's order. A search reads the table at every word of its keyword; splitting every
    /// phrase of it each time cost 6 % of a search's time at a million jobs.
    /// A phrase's words and its group's index.
    type Phrase = (Vec<&'static str>, usize);
    static TABLE: LazyLock<HashMap<&'static str, Vec<Phrase>>> = LazyLock::new(|| {
        let mut by_first: HashMap<&'static str, Vec<Phrase>> = HashMap::new();
        for (g, group) in GROUPS.iter().enumerate() {
            for phrase in group.iter() {
                let (phrase, _, typed) = parse_phrase(phrase);
                let parts: Vec<&'static str> =
                    phrase.split([' ', '-']).filter(|p| !p.is_empty()).collect();
                if let (true, Some(first)) = (typed, parts.first()) {
                    by_first.entry(*first).or_default().push((parts, g));
                }
            }
        }
        by_first
    });
    let mut best: Option<(usize, usize)> = None;
    for (parts, g) in TABLE.get(words.get(i)?.as_str())? {
        let n = parts.len();
        if i + n <= words.len()
            && parts.iter().zip(&words[i..i + n]).all(|(p, w)| p == w)
            && best.is_none_or(|(m, _)| n > m)
        {
            best = Some((n, *g));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn longest_match_wins() {
        let (n, g) = match_at(&w("software engineer pune"), 0).unwrap();
        assert_eq!(n, 2);
        assert!(GROUPS[g].contains(&"sde"));
        assert_eq!(match_at(&w("sde bangalore"), 0).unwrap().0, 1);
        assert!(match_at(&w("plumber"), 0).is_none());
        assert!(GROUPS[match_at(&w("work from home"), 0).unwrap().1].contains(&"wfh"));
    }
}
