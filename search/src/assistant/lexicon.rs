//! The assistant's word tables, English and Hinglish, in one place (docs/search.md "The job
//! assistant" says how to extend them). Every entry is lowercase words separated by single
//! spaces, as `text::tokens` leaves a message; phrases are matched longest first, so a
//! longer phrase ("ghar se kaam") wins over a shorter one inside it ("kaam"). The filter
//! phrases (work mode, job type) are the search box's too: `vocabulary::FILTER_PHRASES`.

use crate::vocabulary::{self, Filter};

/// What a phrase of the message stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meaning {
    /// Work mode (`catalog::WORK_MODES`).
    WorkMode(&'static str),
    /// Job type (`catalog::JOB_TYPES`).
    JobType(&'static str),
    /// Jobs open to this gender (`Male` or `Female`).
    Gender(&'static str),
    /// Blue-collar (`true`) or office (`false`) jobs, said outright.
    BlueCollar(bool),
    /// No experience.
    Fresher,
    /// A role, as the catalogue's English words; `true` for blue-collar roles.
    Role(&'static str, bool),
    /// A place under another name ("dilli"), resolved by `places`.
    Place(&'static str),
    /// "higher salary", "zyada paisa": the follow-up wants better-paid jobs.
    HigherSalary,
    /// "only", "instead", "what about": the message changes the last search.
    FollowUp,
}

use Meaning::*;

/// Every phrase a message is read for and what it means: the filter phrases a message may say
/// (work mode, job type: `vocabulary::FILTER_PHRASES`), then `PHRASES`.
pub fn phrases() -> impl Iterator<Item = (&'static str, Meaning)> {
    vocabulary::FILTER_PHRASES
        .iter()
        .filter(|p| p.in_message())
        .filter_map(|p| {
            let meaning = match p.filter {
                Filter::WorkMode(m) => WorkMode(m),
                Filter::JobType(t) => JobType(t),
                Filter::Gender(g) => Gender(g),
                // The search box's filler; a message's words are read by meaning anyway.
                Filter::Filler => return None,
            };
            Some((p.phrase, meaning))
        })
        .chain(PHRASES.iter().copied())
}

/// Phrases and what they mean, besides the filter phrases. Roles map Hinglish words to the
/// words jobs are posted with.
pub const PHRASES: &[(&str, Meaning)] = &[
    // Blue collar said outright.
    ("blue collar", BlueCollar(true)),
    ("labour", BlueCollar(true)),
    ("labor", BlueCollar(true)),
    ("mazdoor", BlueCollar(true)),
    ("majdoor", BlueCollar(true)),
    ("mazdoori", BlueCollar(true)),
    ("white collar", BlueCollar(false)),
    // Experience.
    ("fresher", Fresher),
    ("freshers", Fresher),
    ("no experience", Fresher),
    ("without experience", Fresher),
    ("zero experience", Fresher),
    ("entry level", Fresher),
    ("anubhav nahi", Fresher),
    ("experience nahi", Fresher),
    ("bina experience", Fresher),
    // Roles in Hinglish (and common misspellings), to the catalogue's words.
    ("driver", Role("driver", true)),
    ("drivers", Role("driver", true)),
    ("drivar", Role("driver", true)),
    ("draivar", Role("driver", true)),
    ("chalak", Role("driver", true)),
    ("gaadi chalane", Role("driver", true)),
    ("gadi chalane", Role("driver", true)),
    ("cook", Role("cook", true)),
    ("rasoiya", Role("cook", true)),
    ("bawarchi", Role("cook", true)),
    ("khana banane", Role("cook", true)),
    ("chef", Role("chef", true)),
    ("security guard", Role("security guard", true)),
    ("guard", Role("security guard", true)),
    ("chowkidar", Role("security guard", true)),
    ("chaukidar", Role("security guard", true)),
    ("watchman", Role("security guard", true)),
    ("electrician", Role("electrician", true)),
    ("bijli mistri", Role("electrician", true)),
    ("bijli wala", Role("electrician", true)),
    ("plumber", Role("plumber", true)),
    ("nal wala", Role("plumber", true)),
    ("tailor", Role("tailor", true)),
    ("darzi", Role("tailor", true)),
    ("silai", Role("tailor", true)),
    ("mason", Role("mason", true)),
    ("raj mistri", Role("mason", true)),
    ("carpenter", Role("carpenter", true)),
    ("badhai", Role("carpenter", true)),
    ("mechanic", Role("mechanic", true)),
    ("mistri", Role("mechanic", true)),
    ("welder", Role("welder", true)),
    ("painter", Role("painter", true)),
    ("helper", Role("helper", true)),
    ("sahayak", Role("helper", true)),
    ("peon", Role("office assistant", true)),
    ("chaprasi", Role("office assistant", true)),
    ("office boy", Role("office assistant", true)),
    ("delivery", Role("delivery", true)),
    ("delivery boy", Role("delivery", true)),
    ("delivery wala", Role("delivery", true)),
    ("courier", Role("delivery", true)),
    ("housekeeping", Role("housekeeping", true)),
    ("safai", Role("housekeeping", true)),
    ("safai wala", Role("housekeeping", true)),
    ("cleaner", Role("housekeeping", true)),
    ("maid", Role("housekeeping", true)),
    ("kaamwali", Role("housekeeping", true)),
    ("warehouse", Role("warehouse", true)),
    ("godown", Role("warehouse", true)),
    ("packer", Role("packer", true)),
    ("packing", Role("packer", true)),
    ("loader", Role("loader", true)),
    ("machine operator", Role("machine operator", true)),
    ("technician", Role("technician", true)),
    ("beautician", Role("beautician", true)),
    ("parlour", Role("beautician", true)),
    ("teacher", Role("teacher", false)),
    ("shikshak", Role("teacher", false)),
    ("adhyapak", Role("teacher", false)),
    ("tuition", Role("teacher", false)),
    ("padhane", Role("teacher", false)),
    ("accountant", Role("accountant", false)),
    ("munim", Role("accountant", false)),
    ("hisab kitab", Role("accountant", false)),
    ("hisaab kitaab", Role("accountant", false)),
    ("computer operator", Role("computer operator", false)),
    ("data entry", Role("data entry", false)),
    ("receptionist", Role("receptionist", false)),
    ("telecaller", Role("telecaller", false)),
    ("call center", Role("telecaller", false)),
    ("call centre", Role("telecaller", false)),
    ("dukaan", Role("retail", false)),
    ("dukan", Role("retail", false)),
    ("shop", Role("retail", false)),
    // Places called otherwise in speech.
    ("dilli", Place("Delhi")),
    ("delhi ncr", Place("Delhi NCR")),
    ("ncr", Place("Delhi NCR")),
    ("bambai", Place("Mumbai")),
    ("bombay", Place("Mumbai")),
    ("banglore", Place("Bengaluru")),
    ("bengalore", Place("Bengaluru")),
    ("blr", Place("Bengaluru")),
    ("hyd", Place("Hyderabad")),
    ("gurgaon", Place("Gurugram")),
    ("kolkatta", Place("Kolkata")),
    ("calcutta", Place("Kolkata")),
    ("madras", Place("Chennai")),
    ("up", Place("Uttar Pradesh")),
    ("mp", Place("Madhya Pradesh")),
    // Follow-ups.
    ("higher salary", HigherSalary),
    ("higher pay", HigherSalary),
    ("more salary", HigherSalary),
    ("more pay", HigherSalary),
    ("better salary", HigherSalary),
    ("better pay", HigherSalary),
    ("better paying", HigherSalary),
    ("best paying", HigherSalary),
    ("highest salary", HigherSalary),
    ("highest paying", HigherSalary),
    ("high salary", HigherSalary),
    ("zyada salary", HigherSalary),
    ("jyada salary", HigherSalary),
    ("zyada paisa", HigherSalary),
    ("jyada paisa", HigherSalary),
    ("zyada paise", HigherSalary),
    ("achhi salary", HigherSalary),
    ("acchi salary", HigherSalary),
    ("only", FollowUp),
    ("sirf", FollowUp),
    ("just", FollowUp),
    ("instead", FollowUp),
    ("bajaye", FollowUp),
    ("ki jagah", FollowUp),
    ("what about", FollowUp),
    ("how about", FollowUp),
    ("and in", FollowUp),
    ("also in", FollowUp),
    ("same in", FollowUp),
    ("those", FollowUp),
    ("these", FollowUp),
    ("them", FollowUp),
    ("ones", FollowUp),
    ("wale", FollowUp),
    ("wali", FollowUp),
    ("waali", FollowUp),
    ("waale", FollowUp),
];

/// Words that say nothing about the job wanted, English and Hinglish.
pub const FILLER: &[&str] = &[
    "a",
    "about",
    "all",
    "am",
    "an",
    "and",
    "any",
    "anything",
    "are",
    "as",
    "at",
    "available",
    "batao",
    "bataiye",
    "bhai",
    "bhi",
    "can",
    "chahie",
    "chahiye",
    "chaiye",
    "chahta",
    "chahti",
    "city",
    "de",
    "dijiye",
    "dikhao",
    "dikhaiye",
    "do",
    "dhundho",
    "dhoondh",
    "ek",
    "find",
    "for",
    "from",
    "get",
    "give",
    "good",
    "have",
    "hai",
    "hain",
    "hello",
    "help",
    "here",
    "hi",
    "ho",
    "hona",
    "hoon",
    "hu",
    "hun",
    "i",
    "im",
    "in",
    "is",
    "job",
    "jobs",
    "ka",
    "kaam",
    "kam",
    "karna",
    "karni",
    "karo",
    "ke",
    "ki",
    "ko",
    "koi",
    "kuch",
    "kya",
    "lagwa",
    "let",
    "list",
    "looking",
    "mai",
    "main",
    "me",
    "mei",
    "mein",
    "mera",
    "meri",
    "mere",
    "milegi",
    "milega",
    "mil",
    "mujhe",
    "muje",
    "mujhko",
    "my",
    "naukari",
    "naukri",
    "nokri",
    "noukri",
    "need",
    "near",
    "new",
    "of",
    "on",
    "one",
    "opening",
    "openings",
    "or",
    "pe",
    "par",
    "please",
    "pls",
    "plz",
    "position",
    "positions",
    "post",
    "role",
    "roles",
    "sakta",
    "sakti",
    "se",
    "search",
    "show",
    "some",
    "tell",
    "the",
    "there",
    "to",
    "vacancy",
    "vacancies",
    "want",
    "wala",
    "chahiye",
    "what",
    "where",
    "with",
    "work",
    "would",
    "like",
    "you",
    "yaar",
    "ji",
    "sir",
    "madam",
    "hey",
    "hii",
    "hum",
    "hume",
    "humko",
    "apna",
    "apni",
    "liye",
    "lie",
    "experience",
    "exp",
    "saal",
    "years",
    "year",
    "yrs",
    "yr",
    "area",
    "sheher",
    "shahar",
    "located",
    "based",
    "kahin",
    "kahan",
    "nearby",
    "hiring",
    "hire",
    "who",
    "which",
    "company",
    "companies",
    "student",
    "students",
    "college",
    "more",
    "other",
    "others",
    "else",
    "dikha",
    "do",
    "bhejo",
    "urgent",
    "urgently",
    "immediate",
    "joining",
];

/// Words that ask for jobs: a message with one is a request of its own, not a follow-up.
pub const JOB_WORDS: &[&str] = &[
    "job",
    "jobs",
    "naukri",
    "naukari",
    "nokri",
    "noukri",
    "kaam",
    "vacancy",
    "vacancies",
    "opening",
    "openings",
    "work",
    "hiring",
];

/// Whole messages that greet.
pub const GREETINGS: &[&str] = &[
    "hi",
    "hii",
    "hiii",
    "hello",
    "helo",
    "hey",
    "namaste",
    "namaskar",
    "namaskaar",
    "pranam",
    "good morning",
    "good afternoon",
    "good evening",
    "salaam",
    "assalamualaikum",
    "kaise ho",
    "hi there",
    "hello there",
    "yo",
    "ram ram",
    "sat sri akal",
];

/// Whole messages that thank.
pub const THANKS: &[&str] = &[
    "thanks",
    "thank you",
    "thank you so much",
    "thanks a lot",
    "thx",
    "ty",
    "dhanyavad",
    "dhanyawad",
    "dhanyavaad",
    "shukriya",
    "ok thanks",
    "okay thanks",
    "great thanks",
    "bahut dhanyavad",
    "thank u",
    "thanku",
    "ok",
    "okay",
    "cool",
    "great",
    "nice",
    "theek hai",
    "thik hai",
    "accha",
    "achha",
];

/// Frequent questions: phrases that ask them (matched anywhere in the message).
pub const HELP: &[(&str, Topic)] = &[
    ("how to apply", Topic::Apply),
    ("how do i apply", Topic::Apply),
    ("how can i apply", Topic::Apply),
    ("apply kaise", Topic::Apply),
    ("apply kese", Topic::Apply),
    ("apply karna hai", Topic::Apply),
    ("kaise apply", Topic::Apply),
    ("upload resume", Topic::Resume),
    ("upload my resume", Topic::Resume),
    ("upload a resume", Topic::Resume),
    ("upload cv", Topic::Resume),
    ("upload my cv", Topic::Resume),
    ("resume upload", Topic::Resume),
    ("cv upload", Topic::Resume),
    ("add resume", Topic::Resume),
    ("add my resume", Topic::Resume),
    ("change resume", Topic::Resume),
    ("update resume", Topic::Resume),
    ("resume kaise", Topic::Resume),
    ("track application", Topic::Track),
    ("track applications", Topic::Track),
    ("track my application", Topic::Track),
    ("track my applications", Topic::Track),
    ("application status", Topic::Track),
    ("status of my application", Topic::Track),
    ("my applications", Topic::Track),
    ("applied jobs", Topic::Track),
    ("application ka status", Topic::Track),
    ("post a job", Topic::PostJob),
    ("post job", Topic::PostJob),
    ("post jobs", Topic::PostJob),
    ("post a vacancy", Topic::PostJob),
    ("job post", Topic::PostJob),
    ("how to hire", Topic::PostJob),
    ("how do i hire", Topic::PostJob),
    ("verify email", Topic::VerifyEmail),
    ("verify my email", Topic::VerifyEmail),
    ("email verification", Topic::VerifyEmail),
    ("verification code", Topic::VerifyEmail),
    ("email verify", Topic::VerifyEmail),
    ("didnt get code", Topic::VerifyEmail),
    ("otp", Topic::VerifyEmail),
    ("forgot password", Topic::ResetPassword),
    ("forgot my password", Topic::ResetPassword),
    ("reset password", Topic::ResetPassword),
    ("reset my password", Topic::ResetPassword),
    ("password reset", Topic::ResetPassword),
    ("change password", Topic::ResetPassword),
    ("password bhool", Topic::ResetPassword),
    ("password bhul", Topic::ResetPassword),
    ("save a job", Topic::SaveJob),
    ("save job", Topic::SaveJob),
    ("saved jobs", Topic::SaveJob),
    ("create account", Topic::SignUp),
    ("create an account", Topic::SignUp),
    ("sign up", Topic::SignUp),
    ("signup", Topic::SignUp),
    ("register", Topic::SignUp),
    ("account kaise", Topic::SignUp),
    ("have to pay", Topic::Fees),
    ("pay any", Topic::Fees),
    ("pay money", Topic::Fees),
    ("paisa lagta", Topic::Fees),
    ("paise lagte", Topic::Fees),
    ("paise lagenge", Topic::Fees),
    ("registration fee", Topic::Fees),
    ("documents required", Topic::Documents),
    ("documents needed", Topic::Documents),
    ("kaun se documents", Topic::Documents),
];

/// Words that make a message a question ("what", "how", "kya", "kaise"), at its start.
pub const QUESTION_WORDS: &[&str] = &[
    "what", "which", "how", "where", "when", "why", "can", "could", "do", "does", "is", "are",
    "should", "will", "kya", "kaise", "kese", "kaha", "kahan", "kab", "kyu", "kyon", "kitna",
    "kitne", "kaun", "kon",
];

/// A word of a question that says what it is about, when no phrase of `HELP` did ("what
/// documents do I need", "where do I apply", "is it free"). A question naming documents or fees
/// is a help question whatever jobs it names; one naming the others ("can I apply", "resume")
/// only when it names no role and no place ("can I apply for driver jobs in Delhi" wants jobs).
pub const TOPIC_WORDS: &[(&str, Topic)] = &[
    ("documents", Topic::Documents),
    ("document", Topic::Documents),
    ("docs", Topic::Documents),
    ("papers", Topic::Documents),
    ("kagaz", Topic::Documents),
    ("kagzat", Topic::Documents),
    ("dastavez", Topic::Documents),
    ("certificates", Topic::Documents),
    ("aadhaar", Topic::Documents),
    ("aadhar", Topic::Documents),
    ("fee", Topic::Fees),
    ("fees", Topic::Fees),
    ("charge", Topic::Fees),
    ("charges", Topic::Fees),
    ("free", Topic::Fees),
    ("deposit", Topic::Fees),
    ("apply", Topic::Apply),
    ("resume", Topic::Resume),
    ("cv", Topic::Resume),
    ("biodata", Topic::Resume),
    ("password", Topic::ResetPassword),
    ("otp", Topic::VerifyEmail),
    ("verify", Topic::VerifyEmail),
    ("account", Topic::SignUp),
    ("register", Topic::SignUp),
];

/// A frequent question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Topic {
    Apply,
    Resume,
    Track,
    PostJob,
    VerifyEmail,
    ResetPassword,
    SaveJob,
    SignUp,
    /// What papers a job seeker needs (for applying, and at joining).
    Documents,
    /// Whether anything costs money (it never does for job seekers).
    Fees,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_normalized() {
        let ok = |p: &str| {
            !p.is_empty()
                && p.split(' ').all(|w| {
                    !w.is_empty()
                        && w.chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                })
        };
        for (p, _) in phrases() {
            assert!(ok(p), "{p}");
        }
        for p in FILLER
            .iter()
            .chain(GREETINGS)
            .chain(THANKS)
            .chain(crate::vocabulary::AT_MOST)
        {
            assert!(ok(p), "{p}");
        }
        for (p, _) in HELP {
            assert!(ok(p), "{p}");
        }
    }

    #[test]
    fn each_phrase_means_one_thing() {
        let mut seen = std::collections::HashSet::new();
        for (p, _) in phrases() {
            assert!(seen.insert(p), "{p} twice");
        }
    }
}
