//! Reading a chat message: the filters of a job search (role words and skills as the keyword,
//! place, job type, work mode, gender, blue collar, salary in monthly rupees, experience), or a
//! greeting, thanks, or a frequent question. Pure functions over the tables of `lexicon`.

use serde::{Deserialize, Serialize};

use super::lexicon::{self, Meaning, Topic};
use crate::{
    numbers::{number, read_numbers},
    places,
    request::{SearchRequest, Sort},
    text::{phrase_at, phrase_len, tokens},
    vocabulary,
};

/// What a message asks of the search, as the find-jobs page's filters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Filters {
    /// Role words and skills, as typed (Hinglish roles in the catalogue's words).
    pub keyword: Option<String>,
    /// A city, state or "Delhi NCR", by its canonical name.
    pub location: Option<String>,
    #[serde(rename = "type")]
    pub job_type: Option<String>,
    pub work_mode: Option<String>,
    /// `Male` or `Female`: jobs open to them.
    pub gender: Option<String>,
    pub blue_collar: Option<bool>,
    /// Monthly rupees, as the search compares salaries.
    pub min_salary: Option<i64>,
    pub max_salary: Option<i64>,
    /// The seeker's years of experience (0: fresher). Jobs carry no experience field, so it
    /// is said back but does not filter.
    pub experience_years: Option<u32>,
    /// Highest salary first ("higher salary").
    #[serde(default)]
    pub by_salary: bool,
}

impl Filters {
    /// No keyword and no filter: nothing to search for yet.
    pub fn is_empty(&self) -> bool {
        self.keyword.is_none()
            && self.location.is_none()
            && self.job_type.is_none()
            && self.work_mode.is_none()
            && self.gender.is_none()
            && self.blue_collar.is_none()
            && self.min_salary.is_none()
            && self.max_salary.is_none()
    }

    /// The search these filters stand for: the first `limit` jobs, no facets.
    pub fn to_request(&self, limit: usize) -> SearchRequest {
        let one = |v: &Option<String>| v.iter().cloned().collect::<Vec<_>>();
        SearchRequest {
            keyword: self.keyword.clone(),
            location: self.location.clone(),
            categories: vec![],
            types: one(&self.job_type),
            work_modes: one(&self.work_mode),
            gender: self.gender.clone(),
            blue_collar: self.blue_collar,
            verified_only: false,
            min_salary: self.min_salary,
            max_salary: self.max_salary,
            radius_km: None,
            near: None,
            sort: self.by_salary.then_some(Sort::Salary),
            offset: 0,
            limit,
            exclude: None,
            with_facets: false,
        }
    }
}

/// What kind of message it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind", content = "topic")]
pub enum Intent {
    Greeting,
    Thanks,
    /// A frequent question about the product.
    Help(Topic),
    /// Jobs wanted (possibly with nothing understood yet).
    Search,
}

/// Whether a message is written in Hinglish (a Hindi word in Latin letters).
pub fn is_hinglish(message: &str) -> bool {
    tokens(message)
        .iter()
        .any(|t| lexicon::HINGLISH_WORDS.contains(&t.as_str()))
}

/// A message, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Understanding {
    pub intent: Intent,
    pub filters: Filters,
    /// The message changes the last search: follow-up words ("only", "instead", "what about",
    /// "higher salary"), or a fragment naming neither a role nor a job ("in Pune").
    pub follow_up: bool,
    /// "higher salary", "zyada paisa".
    pub higher_salary: bool,
    /// A blue-collar role was named (driver, cook, electrician …).
    pub blue_collar_role: bool,
}

/// Words that end a message politely without changing it ("hello ji", "thanks bhai").
const POLITE: &[&str] = &[
    "ji", "sir", "madam", "bhai", "yaar", "there", "again", "bot", "dear", "so", "much", "a",
    "lot", "very",
];

fn whole(toks: &[String], table: &[&str]) -> bool {
    let core: Vec<&str> = toks
        .iter()
        .map(String::as_str)
        .filter(|t| !POLITE.contains(t))
        .collect();
    !core.is_empty() && table.contains(&core.join(" ").as_str())
}

/// Reads a message: first whether it is a search at all, then its numbers, the phrases of the
/// lexicon, places by name, and what is left as the keyword.
pub fn understand(message: &str) -> Understanding {
    let toks = tokens(message);
    let asked_topic = asked_topic(message, &toks);
    if let Some(intent) = not_a_search(&toks, asked_topic) {
        return Understanding::of(intent);
    }
    let mut u = Understanding::of(Intent::Search);
    let mut used = vec![false; toks.len()];
    // Numbers first: experience ("3 years"), then money ("5 lpa", "20k per month", "₹25,000").
    let numbers = read_numbers(&toks, &mut used, true);
    u.filters.experience_years = numbers.experience_years;
    u.filters.min_salary = numbers.min_salary;
    u.filters.max_salary = numbers.max_salary;
    let (role_words, place) = read_phrases(&toks, &mut used, &mut u);
    let named_place = read_places(&toks, &mut used);
    let role_words_named = role_words.len();
    u.filters.location = place.or(named_place);
    u.filters.keyword = keyword(&toks, &used, role_words);
    // A fragment naming no role and no job ("in Pune", "remote?", "for women") goes on from
    // the last search; "jobs in Pune" or "part time kaam" is a request of its own.
    let asks_for_jobs = toks
        .iter()
        .any(|t| lexicon::JOB_WORDS.contains(&t.as_str()));
    if u.filters.keyword.is_none() && !asks_for_jobs {
        u.follow_up = true;
    }
    // A question about the product that names no job to look for.
    if let Some(topic) = asked_topic
        && role_words_named == 0
        && u.filters.location.is_none()
    {
        u.intent = Intent::Help(topic);
        u.filters = Filters::default();
        u.follow_up = false;
    }
    u
}

impl Understanding {
    /// A message of this kind with nothing else understood.
    fn of(intent: Intent) -> Self {
        Self {
            intent,
            filters: Filters::default(),
            follow_up: false,
            higher_salary: false,
            blue_collar_role: false,
        }
    }
}

/// The topic of a question about the product in other words ("what documents do I need",
/// "where do I apply", "is it free?"): the first word asks, and a word says what about.
fn asked_topic(message: &str, toks: &[String]) -> Option<Topic> {
    let question = toks
        .first()
        .is_some_and(|t| lexicon::QUESTION_WORDS.contains(&t.as_str()))
        || message.trim_end().ends_with('?');
    question
        .then(|| {
            lexicon::TOPIC_WORDS
                .iter()
                .find(|(w, _)| toks.iter().any(|t| t == w))
                .map(|(_, t)| *t)
        })
        .flatten()
}

/// What a message that asks for no jobs is: a greeting or thanks (the whole message), a
/// frequent question (a phrase of `HELP`), or a question about documents or fees, whatever
/// jobs it names.
fn not_a_search(toks: &[String], asked_topic: Option<Topic>) -> Option<Intent> {
    if whole(toks, lexicon::GREETINGS) {
        return Some(Intent::Greeting);
    }
    if whole(toks, lexicon::THANKS) {
        return Some(Intent::Thanks);
    }
    if let Some((_, topic)) = lexicon::HELP
        .iter()
        .filter(|(p, _)| (0..toks.len()).any(|i| phrase_at(toks, i, p)))
        // The longest phrase; of two as long, a job asking for money before a fee question.
        .max_by_key(|(p, t)| (phrase_len(p), *t == Topic::Scam))
    {
        return Some(Intent::Help(*topic));
    }
    match asked_topic {
        Some(topic @ (Topic::Documents | Topic::Fees)) => Some(Intent::Help(topic)),
        _ => None,
    }
}

/// The phrases of the lexicon, longest first at each position, read into `u`'s filters; the
/// roles named, with their positions, and a place called otherwise ("dilli"), if any.
fn read_phrases(
    toks: &[String],
    used: &mut [bool],
    u: &mut Understanding,
) -> (Vec<(usize, String)>, Option<String>) {
    let mut role_words: Vec<(usize, String)> = Vec::new();
    let mut place: Option<String> = None;
    let f = &mut u.filters;
    let mut i = 0;
    while i < toks.len() {
        if used[i] {
            i += 1;
            continue;
        }
        let best = lexicon::phrases()
            .filter(|(p, _)| phrase_at(toks, i, p))
            .filter(|(p, _)| used[i..i + phrase_len(p)].iter().all(|u| !u))
            .max_by_key(|(p, _)| phrase_len(p));
        let Some((p, meaning)) = best else {
            i += 1;
            continue;
        };
        let w = phrase_len(p);
        match meaning {
            Meaning::WorkMode(m) => f.work_mode = Some(m.into()),
            Meaning::JobType(t) => f.job_type = Some(t.into()),
            Meaning::Gender(g) => f.gender = Some(g.into()),
            Meaning::BlueCollar(b) => f.blue_collar = Some(b),
            Meaning::Fresher => f.experience_years = Some(0),
            Meaning::Role(r, blue) => {
                role_words.push((i, r.into()));
                u.blue_collar_role |= blue;
            }
            Meaning::Place(name) => {
                place.get_or_insert_with(|| name.into());
            }
            Meaning::HigherSalary => {
                u.higher_salary = true;
                u.follow_up = true;
            }
            Meaning::FollowUp => u.follow_up = true,
        }
        for u in &mut used[i..i + w] {
            *u = true;
        }
        i += w;
    }
    (role_words, place)
}

/// A word that may be a place or the keyword: no filler, salary word, number or period.
fn free(t: &str) -> bool {
    !lexicon::FILLER.contains(&t)
        && !vocabulary::SALARY_WORDS.contains(&t)
        && number(t).is_none()
        && !vocabulary::PERIODS.iter().any(|(p, _)| *p == t)
}

/// Places by name: the longest run of up to three free words that names a city or state. Every
/// place named is read; the first is the one searched.
fn read_places(toks: &[String], used: &mut [bool]) -> Option<String> {
    let n = toks.len();
    let mut place = None;
    let mut i = 0;
    while i < n {
        if used[i] || !free(&toks[i]) {
            i += 1;
            continue;
        }
        let mut found = None;
        for w in (1..=3).rev() {
            if i + w > n
                || toks[i..i + w]
                    .iter()
                    .zip(&used[i..i + w])
                    .any(|(t, u)| *u || !free(t))
            {
                continue;
            }
            let phrase = toks[i..i + w].join(" ");
            if w == 1 && phrase.chars().count() < 3 {
                continue;
            }
            if let Some(name) = place_name(&phrase) {
                found = Some((w, name));
                break;
            }
        }
        match found {
            Some((w, name)) => {
                place.get_or_insert(name);
                for u in &mut used[i..i + w] {
                    *u = true;
                }
                i += w;
            }
            None => i += 1,
        }
    }
    place
}

/// What is left is the keyword: the roles named and the free words not read, in the
/// message's order, each once.
fn keyword(toks: &[String], used: &[bool], role_words: Vec<(usize, String)>) -> Option<String> {
    let mut keyword: Vec<(usize, String)> = role_words;
    for (i, t) in toks.iter().enumerate() {
        if !used[i] && free(t) && t.chars().count() <= 40 {
            keyword.push((i, t.clone()));
        }
    }
    keyword.sort_by_key(|(i, _)| *i);
    let mut seen = Vec::new();
    for (_, w) in keyword {
        if !seen.contains(&w) {
            seen.push(w);
        }
    }
    (!seen.is_empty()).then(|| seen.join(" "))
}

/// The canonical name of a city or state (or "Delhi NCR") so called, if any.
pub fn place_name(phrase: &str) -> Option<String> {
    let p = places::places();
    let m = p.resolve_location(phrase);
    if m.is_empty() {
        return None;
    }
    if m.cities.len() > 2 && m.states.is_empty() {
        return Some("Delhi NCR".into());
    }
    if let Some(s) = p.state(phrase) {
        return Some(s.name.clone());
    }
    p.canonical_city(phrase).map(|c| c.name.clone())
}

/// The state of a city named by `location`, when it is a city (not a state or a region).
pub fn state_of_city(location: &str) -> Option<String> {
    let p = places::places();
    if p.state(location).is_some() {
        return None;
    }
    p.canonical_city(location).map(|c| c.state.clone())
}

/// The filters of a message in a conversation: a follow-up ("only remote ones", "in Pune
/// instead", "higher salary", or a fragment naming neither a role nor a job, like "in Pune")
/// changes the last search; any other message starts a new one.
pub fn next_filters(previous: Option<&Filters>, u: &Understanding) -> Filters {
    let mut fresh = u.filters.clone();
    fresh.by_salary |= u.higher_salary;
    let Some(prev) = previous.filter(|p| !p.is_empty()) else {
        return fresh;
    };
    if !u.follow_up {
        return fresh;
    }
    let mut f = prev.clone();
    let new = &u.filters;
    macro_rules! take {
        ($($field:ident),*) => { $( if new.$field.is_some() { f.$field = new.$field.clone(); } )* };
    }
    take!(
        keyword,
        location,
        job_type,
        work_mode,
        gender,
        blue_collar,
        min_salary,
        max_salary,
        experience_years
    );
    f.by_salary |= u.higher_salary;
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What one message should give. Salaries are monthly rupees.
    struct Want {
        keyword: Option<&'static str>,
        location: Option<&'static str>,
        job_type: Option<&'static str>,
        work_mode: Option<&'static str>,
        gender: Option<&'static str>,
        blue_collar: Option<bool>,
        min: Option<i64>,
        max: Option<i64>,
        exp: Option<u32>,
    }

    const fn w() -> Want {
        Want {
            keyword: None,
            location: None,
            job_type: None,
            work_mode: None,
            gender: None,
            blue_collar: None,
            min: None,
            max: None,
            exp: None,
        }
    }

    impl Want {
        const fn kw(mut self, k: &'static str) -> Self {
            self.keyword = Some(k);
            self
        }
        const fn at(mut self, l: &'static str) -> Self {
            self.location = Some(l);
            self
        }
        const fn ty(mut self, t: &'static str) -> Self {
            self.job_type = Some(t);
            self
        }
        const fn mode(mut self, m: &'static str) -> Self {
            self.work_mode = Some(m);
            self
        }
        const fn gender(mut self, g: &'static str) -> Self {
            self.gender = Some(g);
            self
        }
        const fn blue(mut self, b: bool) -> Self {
            self.blue_collar = Some(b);
            self
        }
        const fn min(mut self, v: i64) -> Self {
            self.min = Some(v);
            self
        }
        const fn max(mut self, v: i64) -> Self {
            self.max = Some(v);
            self
        }
        const fn exp(mut self, y: u32) -> Self {
            self.exp = Some(y);
            self
        }
    }

    /// Real-style messages, English and Hinglish, and the filters they must give.
    const TABLE: &[(&str, Want)] = &[
        ("driver ki job Delhi mein", w().kw("driver").at("Delhi")),
        ("naukri chahiye driver", w().kw("driver")),
        (
            "mujhe Pune mein accountant ki naukri chahiye",
            w().kw("accountant").at("Pune"),
        ),
        ("sde bangalore", w().kw("sde").at("Bengaluru")),
        (
            "react dev pune 5 lpa",
            w().kw("react dev").at("Pune").min(41_666),
        ),
        (
            "data entry work from home",
            w().kw("data entry").mode("Remote"),
        ),
        ("ghar se kaam chahiye", w().mode("Remote")),
        (
            "ghar baithe data entry ka kaam",
            w().kw("data entry").mode("Remote"),
        ),
        ("wfh jobs for women", w().mode("Remote").gender("Female")),
        (
            "remote python developer jobs",
            w().kw("python developer").mode("Remote"),
        ),
        ("driver delhi ncr", w().kw("driver").at("Delhi NCR")),
        (
            "delivery boy job in Gurgaon",
            w().kw("delivery").at("Gurugram"),
        ),
        (
            "security guard ki naukri Noida",
            w().kw("security guard").at("Noida"),
        ),
        (
            "chowkidar ki job chahiye Lucknow",
            w().kw("security guard").at("Lucknow"),
        ),
        (
            "bijli mistri ka kaam Jaipur",
            w().kw("electrician").at("Jaipur"),
        ),
        ("rasoiya chahiye mumbai me", w().kw("cook").at("Mumbai")),
        (
            "part time job in Chennai for students",
            w().at("Chennai").ty("Part-Time"),
        ),
        (
            "internship in marketing",
            w().kw("marketing").ty("Internship"),
        ),
        (
            "full time sales executive Hyderabad 20k per month",
            w().kw("sales executive")
                .at("Hyderabad")
                .ty("Full-Time")
                .min(20_000),
        ),
        ("sales job 20k per month", w().kw("sales").min(20_000)),
        ("accountant ₹25,000", w().kw("accountant").min(25_000)),
        ("teacher 25000 salary", w().kw("teacher").min(25_000)),
        (
            "telecaller salary upto 15k",
            w().kw("telecaller").max(15_000),
        ),
        ("hr jobs 3 lakh per annum", w().kw("hr").min(25_000)),
        (
            "java developer 6-8 lpa bangalore",
            w().kw("java developer")
                .at("Bengaluru")
                .min(50_000)
                .max(66_666),
        ),
        ("nurse jobs in kerala", w().kw("nurse").at("Kerala")),
        ("jobs in tamil nadu", w().at("Tamil Nadu")),
        (
            "fresher software engineer jobs",
            w().kw("software engineer").exp(0),
        ),
        ("freshers ke liye naukri Kolkata", w().at("Kolkata").exp(0)),
        (
            "3 years experience java developer",
            w().kw("java developer").exp(3),
        ),
        (
            "data analyst 2 yrs exp Mumbai",
            w().kw("data analyst").at("Mumbai").exp(2),
        ),
        (
            "electrician 5 saal experience",
            w().kw("electrician").exp(5),
        ),
        (
            "hybrid ui/ux designer",
            w().kw("uiux designer").mode("Hybrid"),
        ),
        (
            "c++ developer onsite",
            w().kw("cplusplus developer").mode("On-site"),
        ),
        (
            "freelance content writer hindi",
            w().kw("content writer hindi").ty("Freelance"),
        ),
        ("blue collar jobs in Surat", w().at("Surat").blue(true)),
        ("mazdoor ka kaam Ahmedabad", w().at("Ahmedabad").blue(true)),
        ("ladies tailor job", w().kw("tailor").gender("Female")),
        (
            "mahilaon ke liye ghar se kaam",
            w().gender("Female").mode("Remote"),
        ),
        (
            "dilli mein driver chahiye 18000 mahina",
            w().kw("driver").at("Delhi").min(18_000),
        ),
        (
            "bambai me cook ki job 15 hazar",
            w().kw("cook").at("Mumbai").min(15_000),
        ),
        (
            "warehouse packer job Bhiwandi 12000-15000",
            w().kw("warehouse packer")
                .at("Bhiwandi")
                .min(12_000)
                .max(15_000),
        ),
        (
            "I need a job as a receptionist in Chandigarh",
            w().kw("receptionist").at("Chandigarh"),
        ),
        (
            "looking for marketing manager role in Gurugram above 60k",
            w().kw("marketing manager").at("Gurugram").min(60_000),
        ),
        (
            "bpo job kolkata 10 to 15 thousand",
            w().kw("bpo").at("Kolkata").min(10_000).max(15_000),
        ),
        (
            "mechanic job Pune 20 se 25 hazar",
            w().kw("mechanic").at("Pune").min(20_000).max(25_000),
        ),
        (
            "Rs 30000 per month graphic designer",
            w().kw("graphic designer").min(30_000),
        ),
        (
            "graphic designer under 4 lakh",
            w().kw("graphic designer").max(33_333),
        ),
        (
            "machine learning engineer 12 LPA remote",
            w().kw("machine learning engineer")
                .mode("Remote")
                .min(100_000),
        ),
        (
            "kaam chahiye Indore mein helper ka",
            w().kw("helper").at("Indore"),
        ),
        (
            "computer operator ki vacancy Patna",
            w().kw("computer operator").at("Patna"),
        ),
    ];

    #[test]
    fn the_table_of_messages_is_understood() {
        let mut failures = Vec::new();
        assert!(TABLE.len() >= 40);
        for (message, want) in TABLE {
            let u = understand(message);
            let f = &u.filters;
            let got = (
                f.keyword.as_deref(),
                f.location.as_deref(),
                f.job_type.as_deref(),
                f.work_mode.as_deref(),
                f.gender.as_deref(),
                f.blue_collar,
                f.min_salary,
                f.max_salary,
                f.experience_years,
            );
            let expected = (
                want.keyword,
                want.location,
                want.job_type,
                want.work_mode,
                want.gender,
                want.blue_collar,
                want.min,
                want.max,
                want.exp,
            );
            assert_eq!(u.intent, Intent::Search, "{message}");
            if got != expected {
                failures.push(format!("{message:?}\n   got {got:?}\n  want {expected:?}"));
            }
        }
        assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    }

    #[test]
    fn greetings_thanks_and_questions() {
        for m in ["hi", "Hello!", "namaste ji", "good morning", "Hey there"] {
            assert_eq!(understand(m).intent, Intent::Greeting, "{m}");
        }
        for m in ["thanks", "Thank you so much!", "dhanyavad", "shukriya bhai"] {
            assert_eq!(understand(m).intent, Intent::Thanks, "{m}");
        }
        for (m, t) in [
            ("How to apply for a job?", Topic::Apply),
            ("apply kaise kare", Topic::Apply),
            ("how do I upload my resume", Topic::Resume),
            ("where can I track my applications", Topic::Track),
            ("how to post a job", Topic::PostJob),
            ("I did not get the verification code", Topic::VerifyEmail),
            ("forgot password", Topic::ResetPassword),
            ("password bhool gaya", Topic::ResetPassword),
            ("what documents do I need", Topic::Documents),
            (
                "What documents do I need for a driver job?",
                Topic::Documents,
            ),
            ("kaun se documents chahiye", Topic::Documents),
            ("how do I apply", Topic::Apply),
            ("where do I apply for this", Topic::Apply),
            ("is it free?", Topic::Fees),
            ("do I have to pay anything", Topic::Fees),
            ("kya paise lagte hai", Topic::Fees),
            ("they asked me for a fee", Topic::Scam),
            (
                "The company is asking for money for the uniform",
                Topic::Scam,
            ),
            ("is this job real?", Topic::Scam),
            ("is this a scam", Topic::Scam),
            (
                "driver job wale registration fee maang rahe hai",
                Topic::Scam,
            ),
            ("mujhse paise maang rahe hai job ke liye", Topic::Scam),
            ("kya ye job asli hai", Topic::Scam),
            ("can I make a resume here", Topic::Resume),
            ("can I change my password?", Topic::ResetPassword),
        ] {
            assert_eq!(understand(m).intent, Intent::Help(t), "{m}");
        }
        // Searches that name such words without asking stay searches.
        for m in [
            "document controller jobs",
            "free lancer jobs in pune",
            "apply driver jobs",
        ] {
            assert_eq!(understand(m).intent, Intent::Search, "{m}");
        }
        // A greeting with a request is a search.
        let u = understand("hi, driver job in Delhi");
        assert_eq!(u.intent, Intent::Search);
        assert_eq!(u.filters.keyword.as_deref(), Some("driver"));
    }

    #[test]
    fn follow_ups_change_the_last_search() {
        let first = next_filters(None, &understand("driver ki job Delhi mein"));
        assert_eq!(first.keyword.as_deref(), Some("driver"));
        let remote = next_filters(Some(&first), &understand("only remote ones"));
        assert_eq!(remote.keyword.as_deref(), Some("driver"));
        assert_eq!(remote.location.as_deref(), Some("Delhi"));
        assert_eq!(remote.work_mode.as_deref(), Some("Remote"));
        let pune = next_filters(Some(&remote), &understand("in Pune instead"));
        assert_eq!(pune.location.as_deref(), Some("Pune"));
        assert_eq!(pune.work_mode.as_deref(), Some("Remote"));
        let more = next_filters(Some(&pune), &understand("higher salary"));
        assert!(more.by_salary);
        assert_eq!(more.keyword.as_deref(), Some("driver"));
        let what_about = next_filters(Some(&more), &understand("what about cook?"));
        assert_eq!(what_about.keyword.as_deref(), Some("cook"));
        assert_eq!(what_about.location.as_deref(), Some("Pune"));
        // A request of its own is a new search, with or without a role.
        let other = next_filters(Some(&pune), &understand("part time job in Gurgaon"));
        assert_eq!(other.keyword, None);
        assert_eq!(other.work_mode, None);
        assert_eq!(
            next_filters(Some(&pune), &understand("for women"))
                .keyword
                .as_deref(),
            Some("driver")
        );
        // A new role without follow-up words is a new search.
        let fresh = next_filters(Some(&pune), &understand("accountant jobs in Mumbai"));
        assert_eq!(fresh.location.as_deref(), Some("Mumbai"));
        assert_eq!(fresh.work_mode, None);
        // "zyada paisa wali" in Hinglish.
        assert!(next_filters(Some(&first), &understand("zyada paisa wali dikhao")).by_salary);
    }

    #[test]
    fn to_request_carries_every_filter() {
        let f = understand("part time driver Pune for women 20k").filters;
        let r = f.to_request(5);
        assert_eq!(r.keyword.as_deref(), Some("driver"));
        assert_eq!(r.location.as_deref(), Some("Pune"));
        assert_eq!(r.types, ["Part-Time"]);
        assert_eq!(r.gender.as_deref(), Some("Female"));
        assert_eq!(r.min_salary, Some(20_000));
        assert_eq!(r.limit, 5);
        assert_eq!(state_of_city("Pune").as_deref(), Some("Maharashtra"));
        assert_eq!(state_of_city("Kerala"), None);
    }
}
