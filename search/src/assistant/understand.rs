//! Reading a chat message: the filters of a job search (role words and skills as the keyword,
//! place, job type, work mode, gender, blue collar, salary in monthly rupees, experience), or a
//! greeting, thanks, or a frequent question. Pure functions over the tables of `lexicon`.

use serde::{Deserialize, Serialize};

use super::lexicon::{self, Meaning, Topic};
use crate::{
    places,
    query::{SearchRequest, Sort},
    text,
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
            min_salary: self.min_salary,
            max_salary: self.max_salary,
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

/// Amount units that may be written stuck to their number ("20k", "5lpa", "3yrs").
const STUCK_UNITS: &[&str] = &[
    "k", "l", "lpa", "lakh", "lakhs", "lac", "lacs", "cr", "thousand", "yrs", "yr", "years",
    "year", "pm", "pa",
];

/// The words of a message: lowercase, developer tokens kept (C++ → cplusplus), "₹" as `rs`,
/// digit groups joined ("25,000"), decimals kept ("5.5"), units split from their number
/// ("20k" → "20 k").
pub fn tokens(message: &str) -> Vec<String> {
    let s = text::normalize(message).replace('₹', " rs ");
    let chars: Vec<char> = s.chars().collect();
    let digit = |j: Option<usize>| {
        j.and_then(|j| chars.get(j))
            .is_some_and(char::is_ascii_digit)
    };
    let mut flat = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let between_digits = digit(i.checked_sub(1)) && digit(Some(i + 1));
        if c == ',' && between_digits {
            continue;
        }
        if (c == '.' && between_digits) || c.is_alphanumeric() {
            flat.push(c);
        } else {
            flat.push(' ');
        }
    }
    let mut out = Vec::new();
    for word in flat.split_whitespace() {
        let split = word.find(|c: char| !c.is_ascii_digit() && c != '.');
        match split {
            Some(at) if at > 0 && STUCK_UNITS.contains(&&word[at..]) => {
                out.push(word[..at].to_string());
                out.push(word[at..].to_string());
            }
            _ if (word.starts_with("rs") || word.starts_with("inr"))
                && word.len() > 3
                && word
                    .trim_start_matches("inr")
                    .trim_start_matches("rs")
                    .bytes()
                    .all(|b| b.is_ascii_digit()) =>
            {
                let at = word
                    .find(|c: char| c.is_ascii_digit())
                    .unwrap_or(word.len());
                out.push(word[..at].to_string());
                out.push(word[at..].to_string());
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

fn number(t: &str) -> Option<f64> {
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    t.parse::<f64>().ok().filter(|n| n.is_finite())
}

/// Whether the words from `at` are `phrase`.
fn phrase_at(toks: &[String], at: usize, phrase: &str) -> bool {
    phrase
        .split(' ')
        .enumerate()
        .all(|(k, w)| toks.get(at + k).is_some_and(|t| t == w))
}

fn words(phrase: &str) -> usize {
    phrase.split(' ').count()
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

/// An amount of money read at `i`: (monthly rupees, first token after it, had a unit, was
/// yearly). `unit` is inherited from the second number of a range ("20-30k").
fn amount_at(toks: &[String], i: usize, inherit: Option<(i64, Option<bool>)>) -> Option<Amount> {
    let n = number(&toks[i])?;
    let mut j = i + 1;
    let mut mult = 1;
    let mut yearly = None;
    let mut unit = false;
    if let Some((_, m, y)) = toks
        .get(j)
        .and_then(|t| lexicon::AMOUNT_UNITS.iter().find(|(u, _, _)| u == t))
    {
        mult = *m;
        yearly = *y;
        unit = true;
        j += 1;
    } else if let Some((m, y)) = inherit {
        mult = m;
        yearly = y;
    }
    if let Some(&(p, y)) = lexicon::PERIODS
        .iter()
        .filter(|(p, _)| phrase_at(toks, j, p))
        .max_by_key(|(p, _)| words(p))
    {
        yearly = Some(y);
        j += words(p);
    }
    Some(Amount {
        rupees: (n * mult as f64).round() as i64,
        next: j,
        unit,
        mult,
        yearly,
    })
}

#[derive(Clone, Copy, Debug)]
struct Amount {
    rupees: i64,
    next: usize,
    unit: bool,
    mult: i64,
    yearly: Option<bool>,
}

impl Amount {
    /// Monthly rupees: a stated period wins; lakhs and amounts of 2,00,000 or more are yearly.
    fn monthly(&self) -> i64 {
        let yearly = self
            .yearly
            .unwrap_or(self.mult >= 100_000 || self.rupees >= 200_000);
        if yearly {
            self.rupees / 12
        } else {
            self.rupees
        }
    }
}

/// Reads a message.
pub fn understand(message: &str) -> Understanding {
    let toks = tokens(message);
    let mut u = Understanding {
        intent: Intent::Search,
        filters: Filters::default(),
        follow_up: false,
        higher_salary: false,
        blue_collar_role: false,
    };
    if whole(&toks, lexicon::GREETINGS) {
        u.intent = Intent::Greeting;
        return u;
    }
    if whole(&toks, lexicon::THANKS) {
        u.intent = Intent::Thanks;
        return u;
    }
    if let Some((_, topic)) = lexicon::HELP
        .iter()
        .filter(|(p, _)| (0..toks.len()).any(|i| phrase_at(&toks, i, p)))
        .max_by_key(|(p, _)| words(p))
    {
        u.intent = Intent::Help(*topic);
        return u;
    }

    let n = toks.len();
    let mut used = vec![false; n];
    let f = &mut u.filters;

    // Numbers first: experience ("3 years"), then money ("5 lpa", "20k per month", "₹25,000").
    let mut i = 0;
    while i < n {
        let Some(value) = number(&toks[i]) else {
            i += 1;
            continue;
        };
        let next = toks.get(i + 1).map(String::as_str);
        if next.is_some_and(|t| lexicon::EXPERIENCE_UNITS.contains(&t)) && value < 60.0 {
            f.experience_years = Some(value as u32);
            used[i] = true;
            used[i + 1] = true;
            i += 2;
            continue;
        }
        let Some(mut first) = amount_at(&toks, i, None) else {
            i += 1;
            continue;
        };
        // A range: "20-30k", "20k to 30k", "20 se 30 hazar".
        let mut second = None;
        let mut k = first.next;
        if toks
            .get(k)
            .is_some_and(|t| lexicon::RANGE.contains(&t.as_str()))
            && toks.get(k + 1).and_then(|t| number(t)).is_some()
        {
            k += 1;
        }
        if k < n
            && number(&toks[k]).is_some()
            && let Some(b) = amount_at(&toks, k, None)
        {
            if !first.unit && b.unit {
                first = amount_at(&toks, i, Some((b.mult, b.yearly))).unwrap_or(first);
            }
            if first.yearly.is_none() {
                first.yearly = b.yearly;
            }
            second = Some(b);
        }
        let end = second.map_or(first.next, |b| b.next);
        let near = |j: usize| {
            toks.get(j)
                .is_some_and(|t| lexicon::SALARY_WORDS.contains(&t.as_str()))
        };
        let money_words = (i.saturating_sub(2)..i).any(near) || (end..end + 2).any(near);
        let is_money = first.unit
            || first.yearly.is_some()
            || second.is_some_and(|b| b.unit || b.yearly.is_some())
            || money_words
            || first.rupees >= 1000;
        if !is_money {
            i += 1;
            continue;
        }
        for u in &mut used[i..end] {
            *u = true;
        }
        // "upto 30k", "under 30k" before; "30k tak" after: a ceiling. "above", "se zyada": a floor.
        let before = |table: &[&str]| {
            table.iter().find_map(|p| {
                let w = words(p);
                (i >= w && phrase_at(&toks, i - w, p)).then(|| i - w..i)
            })
        };
        let after = |table: &[&str]| {
            table
                .iter()
                .find_map(|p| phrase_at(&toks, end, p).then_some(end..end + words(p)))
        };
        let (lo, hi) = match second {
            Some(b) => (Some(first.monthly()), Some(b.monthly())),
            None => {
                let ceiling = before(lexicon::AT_MOST).or_else(|| after(lexicon::AT_MOST));
                let floor = before(lexicon::AT_LEAST).or_else(|| after(lexicon::AT_LEAST));
                for r in ceiling.iter().chain(floor.iter()) {
                    for u in &mut used[r.clone()] {
                        *u = true;
                    }
                }
                if ceiling.is_some() && floor.is_none() {
                    (None, Some(first.monthly()))
                } else {
                    (Some(first.monthly()), None)
                }
            }
        };
        let sane = |v: Option<i64>| v.filter(|v| (1..=10_000_000).contains(v));
        let (lo, hi) = (sane(lo), sane(hi));
        match (lo, hi) {
            (Some(a), Some(b)) if a > b => {
                f.min_salary = Some(b);
                f.max_salary = Some(a);
            }
            _ => {
                f.min_salary = lo.or(f.min_salary);
                f.max_salary = hi.or(f.max_salary);
            }
        }
        i = end;
    }

    // Phrases of the table, longest first at each position.
    let mut role_words: Vec<(usize, String)> = Vec::new();
    let mut place: Option<String> = None;
    let mut i = 0;
    while i < n {
        if used[i] {
            i += 1;
            continue;
        }
        let best = lexicon::PHRASES
            .iter()
            .filter(|(p, _)| phrase_at(&toks, i, p))
            .filter(|(p, _)| used[i..i + words(p)].iter().all(|u| !u))
            .max_by_key(|(p, _)| words(p));
        let Some(&(p, meaning)) = best else {
            i += 1;
            continue;
        };
        let w = words(p);
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
            Meaning::Filler => {}
        }
        for u in &mut used[i..i + w] {
            *u = true;
        }
        i += w;
    }

    // Places by name: the longest run of up to three free words that names a city or state.
    let free = |t: &str| {
        !lexicon::FILLER.contains(&t)
            && !lexicon::SALARY_WORDS.contains(&t)
            && number(t).is_none()
            && !lexicon::PERIODS.iter().any(|(p, _)| *p == t)
    };
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
    f.location = place;

    // What is left is the keyword: role words and skills, in the message's order.
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
    if !seen.is_empty() {
        f.keyword = Some(seen.join(" "));
    }
    // A fragment naming no role and no job ("in Pune", "remote?", "for women") goes on from
    // the last search; "jobs in Pune" or "part time kaam" is a request of its own.
    let asks_for_jobs = toks
        .iter()
        .any(|t| lexicon::JOB_WORDS.contains(&t.as_str()));
    if f.keyword.is_none() && !asks_for_jobs {
        u.follow_up = true;
    }
    u
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
    #[derive(Default)]
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

    fn w() -> Want {
        Want::default()
    }

    impl Want {
        fn kw(mut self, k: &'static str) -> Self {
            self.keyword = Some(k);
            self
        }
        fn at(mut self, l: &'static str) -> Self {
            self.location = Some(l);
            self
        }
        fn ty(mut self, t: &'static str) -> Self {
            self.job_type = Some(t);
            self
        }
        fn mode(mut self, m: &'static str) -> Self {
            self.work_mode = Some(m);
            self
        }
        fn gender(mut self, g: &'static str) -> Self {
            self.gender = Some(g);
            self
        }
        fn blue(mut self, b: bool) -> Self {
            self.blue_collar = Some(b);
            self
        }
        fn min(mut self, v: i64) -> Self {
            self.min = Some(v);
            self
        }
        fn max(mut self, v: i64) -> Self {
            self.max = Some(v);
            self
        }
        fn exp(mut self, y: u32) -> Self {
            self.exp = Some(y);
            self
        }
    }

    /// Real-style messages, English and Hinglish, and the filters they must give.
    fn table() -> Vec<(&'static str, Want)> {
        vec![
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
        ]
    }

    #[test]
    fn the_table_of_messages_is_understood() {
        let mut failures = Vec::new();
        let table = table();
        assert!(table.len() >= 40);
        for (message, want) in table {
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
        ] {
            assert_eq!(understand(m).intent, Intent::Help(t), "{m}");
        }
        // A greeting with a request is a search.
        let u = understand("hi, driver job in Delhi");
        assert_eq!(u.intent, Intent::Search);
        assert_eq!(u.filters.keyword.as_deref(), Some("driver"));
    }

    #[test]
    fn tokens_split_units_and_join_groups() {
        assert_eq!(tokens("₹25,000/month"), ["rs", "25000", "month"]);
        assert_eq!(tokens("20k-30k"), ["20", "k", "30", "k"]);
        assert_eq!(tokens("5.5LPA"), ["5.5", "lpa"]);
        assert_eq!(tokens("Rs25000"), ["rs", "25000"]);
        assert_eq!(tokens("3d artist, 2+ yrs"), ["3d", "artist", "2", "yrs"]);
        assert_eq!(
            tokens("<script>alert(1)</script>"),
            ["script", "alert", "1", "script"]
        );
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
