//! The job assistant (`POST /api/chatbot/chat`): a message is understood by the search crate
//! (`kaamsetu_search::assistant`), answered from the index (open jobs only), and phrased here as
//! plain text with links; the optional language model only rephrases the sentence.

pub mod knowledge;
pub mod llm;
pub mod reply;

use std::fmt::Write as _;

use kaamsetu_search::{
    assistant::{self, Answer, Filters, Intent},
    schema::JobRecord,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    pages::job_path,
    views::{inr, salary_text},
};

/// The language a reply is written in: the question's (issue 30). The job cards stay as
/// employers wrote them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    English,
    /// Hindi in Latin letters: the answers that have a Hinglish text use it.
    Hinglish,
    /// A question in Devanagari gets a Hindi answer.
    Hindi,
}

impl Lang {
    /// The language of a message: Devanagari is Hindi, a Hindi word in Latin letters Hinglish.
    pub fn of(message: &str) -> Self {
        if kaamsetu_search::translit::has_devanagari(message) {
            Lang::Hindi
        } else if assistant::is_hinglish(message) {
            Lang::Hinglish
        } else {
            Lang::English
        }
    }
}

/// Jobs named in one reply, at most.
pub const TOP_JOBS: usize = 5;
/// Longest message accepted, in characters.
pub const MAX_MESSAGE_CHARS: usize = 1000;
/// How long a conversation's last search is remembered.
pub const CONTEXT_TTL_SECS: u64 = 30 * 60;

/// Who phrased the reply: the built-in assistant or the model (`normal`), or the built-in one
/// because the model failed (`fallback`, shown as "Limited mode - AI service reconnecting").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChatMode {
    Normal,
    Fallback,
}

/// A job of a reply, for a card.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatJob {
    pub id: uuid::Uuid,
    pub title: String,
    pub company: String,
    /// "City, State" as posted.
    pub location: String,
    /// Spec §9's salary text ("₹20,000 - ₹30,000 per month").
    pub salary_text: String,
    /// The salary's bounds and period, so a card can say a yearly one in lakhs ("₹12.5–16.5
    /// LPA") as job cards do.
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: kaamsetu_search::catalog::SalaryFrequency,
    /// The job's page: `/job/{slug}/{id}`.
    pub url: String,
}

/// A link of a reply (a page of this site).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ChatLink {
    pub label: String,
    pub url: String,
}

/// What kind of answer a reply is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ChatKind {
    Greeting,
    Thanks,
    /// A frequent question, answered from the knowledge table.
    Help,
    /// Jobs found (possibly after a relaxation) or none.
    Jobs,
    /// Nothing to search for yet: the assistant asks what job and where.
    Clarify,
}

/// The built-in answer to a message, before any rephrasing.
#[derive(Clone, Debug)]
pub struct Composed {
    pub kind: ChatKind,
    /// The opening sentence(s), the part a model may rephrase.
    pub sentence: String,
    /// The lines after the sentence: the jobs and the link to all results.
    pub tail: String,
    pub jobs: Vec<ChatJob>,
    pub links: Vec<ChatLink>,
    /// How many open jobs match what is shown.
    pub total: Option<usize>,
    /// What was given up to find jobs, in words.
    pub relaxation: Option<String>,
}

impl Composed {
    fn simple(kind: ChatKind, sentence: String, links: Vec<ChatLink>) -> Self {
        Self {
            kind,
            sentence,
            tail: String::new(),
            jobs: vec![],
            links,
            total: None,
            relaxation: None,
        }
    }

    /// The whole reply text: the sentence, then the job lines and the link.
    pub fn text(&self, sentence: &str) -> String {
        if self.tail.is_empty() {
            sentence.to_string()
        } else {
            format!("{sentence}\n{}", self.tail)
        }
    }
}

/// Text from the catalogue or a model, made safe for a text-only widget: no markup
/// characters, no control characters, no invisible or direction-changing ones
/// ([`crate::domain::hidden_char`]), one line, at most `max` characters.
pub fn plain(s: &str, max: usize) -> String {
    let cleaned: String = crate::domain::strip_hidden(s)
        .chars()
        .map(|c| match c {
            '<' | '>' => ' ',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    let one_line = cleaned.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > max {
        let mut cut: String = one_line.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    } else {
        one_line
    }
}

/// The find-jobs page with the same filters (its URL parameters).
pub fn find_jobs_url(f: &Filters) -> String {
    let mut q: Vec<String> = Vec::new();
    let mut add = |k: &str, v: Option<String>| {
        if let Some(v) = v {
            q.push(format!("{k}={}", kaamsetu_search::text::query_value(&v)));
        }
    };
    add("keyword", f.keyword.clone());
    add("location", f.location.clone());
    add("type", f.job_type.clone());
    add("workMode", f.work_mode.clone());
    add("gender", f.gender.clone());
    add(
        "isBlueCollar",
        f.blue_collar
            .map(|b| if b { "Yes" } else { "No" }.to_string()),
    );
    add("minSalary", f.min_salary.map(|v| v.to_string()));
    add("maxSalary", f.max_salary.map(|v| v.to_string()));
    if q.is_empty() {
        "/find-jobs".into()
    } else {
        format!("/find-jobs?{}", q.join("&"))
    }
}

/// "remote full-time driver jobs in Delhi paying at least ₹20,000 a month", for `n` jobs.
pub fn describe(f: &Filters, n: usize) -> String {
    let mut s = String::new();
    if let Some(m) = &f.work_mode {
        s.push_str(match m.as_str() {
            "Remote" => "remote ",
            "Hybrid" => "hybrid ",
            _ => "on-site ",
        });
    }
    if let Some(t) = &f.job_type {
        let _ = write!(s, "{} ", t.to_lowercase());
    }
    if f.blue_collar == Some(true) {
        s.push_str("blue-collar ");
    }
    if let Some(k) = &f.keyword {
        let _ = write!(s, "{} ", plain(k, 60));
    }
    s.push_str(if n == 1 { "job" } else { "jobs" });
    if let Some(l) = &f.location {
        let _ = write!(s, " in {}", plain(l, 60));
    }
    match f.gender.as_deref() {
        Some("Female") => s.push_str(" open to women"),
        Some("Male") => s.push_str(" open to men"),
        _ => {}
    }
    match (f.min_salary, f.max_salary) {
        (Some(a), Some(b)) => {
            let _ = write!(s, " paying ₹{} - ₹{} a month", inr(a), inr(b));
        }
        (Some(a), None) => {
            let _ = write!(s, " paying at least ₹{} a month", inr(a));
        }
        (None, Some(b)) => {
            let _ = write!(s, " paying up to ₹{} a month", inr(b));
        }
        (None, None) => {}
    }
    s
}

/// A job as a reply names it.
pub fn chat_job(j: &JobRecord) -> ChatJob {
    let location = if j.location.contains(j.state.as_str()) {
        j.location.clone()
    } else {
        format!("{}, {}", j.location, j.state)
    };
    ChatJob {
        id: j.id,
        title: plain(&j.title, 120),
        company: plain(j.company(), 120),
        location: plain(&location, 120),
        salary_text: salary_text(j.salary_min, j.salary_max, j.salary_frequency),
        salary_min: j.salary_min,
        salary_max: j.salary_max,
        salary_frequency: j.salary_frequency,
        url: job_path(j.id, &j.title),
    }
}

/// The built-in reply to a search's answer.
pub fn compose_jobs(a: &Answer, lang: Lang) -> Composed {
    if lang == Lang::Hindi {
        return compose_jobs_hindi(a);
    }
    let jobs: Vec<ChatJob> = a.jobs.iter().map(|j| chat_job(j)).collect();
    let all = find_jobs_url(&a.shown);
    let asked = describe(&a.asked, 2);
    let mut sentence = String::new();
    if jobs.is_empty() {
        let _ = write!(
            sentence,
            "I couldn't find any open {asked} right now. Try other words or a nearby city, or browse all jobs."
        );
        return none_found(sentence, "Browse all jobs");
    }
    let shown = describe(&a.shown, a.total);
    match &a.relaxation {
        None => {
            let _ = write!(sentence, "I found {} open {shown}", a.total);
        }
        Some(r) => {
            let _ = write!(
                sentence,
                "I couldn't find open {asked}. {}, there {} {} open {shown}",
                capitalise(&r.describe()),
                if a.total == 1 { "is" } else { "are" },
                a.total
            );
        }
    }
    if a.asked.by_salary {
        sentence.push_str(", highest salary first");
    }
    sentence.push('.');
    if a.asked.experience_years.is_some() {
        sentence
            .push_str(" Jobs here don't list the experience they need, so check each description.");
    }
    let heading = if jobs.len() == 1 {
        "Here it is".to_string()
    } else {
        format!("Top {}", jobs.len())
    };
    let label = format!(
        "See all {} {}",
        a.total,
        if a.total == 1 { "job" } else { "jobs" }
    );
    let tail = job_lines(&heading, &jobs, &label, &all);
    Composed {
        kind: ChatKind::Jobs,
        sentence,
        tail,
        jobs,
        links: vec![ChatLink { label, url: all }],
        total: None,
        relaxation: None,
    }
    .with_total(a.total, a.relaxation.as_ref().map(|r| r.describe()))
}

impl Composed {
    fn with_total(mut self, total: usize, relaxation: Option<String>) -> Self {
        self.total = Some(total);
        self.relaxation = relaxation;
        self
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The lines after a reply's sentence: a heading, one line per job card (as employers wrote
/// them), and the link to all results.
fn job_lines(heading: &str, jobs: &[ChatJob], label: &str, all: &str) -> String {
    let mut tail = format!("{heading}:\n");
    for (i, j) in jobs.iter().enumerate() {
        let _ = writeln!(
            tail,
            "{}. {} - {}, {} - {} {}",
            i + 1,
            j.title,
            j.company,
            j.location,
            j.salary_text,
            j.url
        );
    }
    let _ = write!(tail, "{label}: {all}");
    tail
}

/// The reply when no job is open for the search.
fn none_found(sentence: String, browse: &str) -> Composed {
    Composed {
        links: vec![ChatLink {
            label: browse.into(),
            url: "/find-jobs".into(),
        }],
        tail: "/find-jobs".into(),
        ..Composed::simple(ChatKind::Jobs, sentence, vec![])
    }
    .with_total(0, None)
}

/// `compose_jobs` for a question in Devanagari: the sentence and the lines around the job
/// cards in Hindi (the cards as employers wrote them).
fn compose_jobs_hindi(a: &Answer) -> Composed {
    let jobs: Vec<ChatJob> = a.jobs.iter().map(|j| chat_job(j)).collect();
    let all = find_jobs_url(&a.shown);
    if jobs.is_empty() {
        return none_found(
            "अभी ऐसी कोई खुली नौकरी नहीं मिली। दूसरे शब्द या पास का कोई शहर आज़माएं, या सभी नौकरियां देखें।"
                .into(),
            "सभी नौकरियां देखें",
        );
    }
    let found = if a.total == 1 {
        "1 खुली नौकरी मिली".to_string()
    } else {
        format!("{} खुली नौकरियां मिलीं", a.total)
    };
    let mut sentence = match &a.relaxation {
        None => format!("आपकी खोज से मिलती {found}"),
        Some(_) => format!("ठीक वैसी नौकरी नहीं मिली, पर मिलती-जुलती {found}"),
    };
    if a.asked.by_salary {
        sentence.push_str(", सबसे ज़्यादा वेतन वाली पहले");
    }
    sentence.push('।');
    if a.asked.experience_years.is_some() {
        sentence.push_str(" नौकरियों में ज़रूरी अनुभव नहीं लिखा होता, इसलिए हर नौकरी का विवरण देख लें।");
    }
    let heading = if jobs.len() == 1 {
        "यह रही".to_string()
    } else {
        format!("सबसे ऊपर की {}", jobs.len())
    };
    let label = if a.total == 1 {
        "यह नौकरी देखें".to_string()
    } else {
        format!("सभी {} नौकरियां देखें", a.total)
    };
    let tail = job_lines(&heading, &jobs, &label, &all);
    Composed {
        kind: ChatKind::Jobs,
        sentence,
        tail,
        jobs,
        links: vec![ChatLink { label, url: all }],
        total: None,
        relaxation: None,
    }
    .with_total(a.total, a.relaxation.as_ref().map(|r| r.describe()))
}

/// The built-in reply to a message that is not a search (or has nothing to search for), in
/// the language of the message (`Lang`).
pub fn compose_other(intent: Intent, lang: Lang) -> Composed {
    let hindi = lang == Lang::Hindi;
    match intent {
        Intent::Greeting if hindi => Composed::simple(
            ChatKind::Greeting,
            "नमस्ते! मैं KaamSetu का जॉब असिस्टेंट हूं। बताइए आपको कौन-सा काम और कहां चाहिए, जैसे \"दिल्ली में ड्राइवर की नौकरी\" या \"घर से डाटा एंट्री का काम\", और मैं खुली नौकरियां दिखाऊंगा। आवेदन, रिज़्यूमे और अकाउंट में भी मदद कर सकता हूं।".into(),
            vec![],
        ),
        Intent::Thanks if hindi => Composed::simple(
            ChatKind::Thanks,
            "आपका स्वागत है! और नौकरियों के लिए कभी भी पूछिए। शुभकामनाएं!".into(),
            vec![],
        ),
        Intent::Search if hindi => Composed {
            tail: "/find-jobs".into(),
            ..Composed::simple(
                ChatKind::Clarify,
                "बताइए आपको किस तरह का काम और किस शहर में चाहिए, जैसे \"दिल्ली में ड्राइवर की नौकरी\", \"घर से डाटा एंट्री का काम\" या \"पुणे में अकाउंटेंट 25 हज़ार\"। या सभी नौकरियां देखें:".into(),
                vec![ChatLink {
                    label: "सभी नौकरियां देखें".into(),
                    url: "/find-jobs".into(),
                }],
            )
        },
        Intent::Greeting => Composed::simple(
            ChatKind::Greeting,
            "Namaste! I'm the KaamSetu job assistant. Tell me the work you want and where, like \"driver job in Delhi\" or \"ghar se data entry ka kaam\", and I'll show open jobs. I can also help with applying, your résumé and your account.".into(),
            vec![],
        ),
        Intent::Thanks => Composed::simple(
            ChatKind::Thanks,
            "You're welcome! Ask me any time for more jobs. All the best!".into(),
            vec![],
        ),
        Intent::Help(topic) => {
            let k = knowledge::answer(topic);
            Composed::simple(
                ChatKind::Help,
                k.text_in(lang).into(),
                k.links
                    .iter()
                    .map(|(label, url)| ChatLink {
                        label: if hindi {
                            knowledge::hindi_label(label)
                        } else {
                            label
                        }
                        .into(),
                        url: (*url).into(),
                    })
                    .collect(),
            )
        }
        Intent::Search => Composed {
            tail: "/find-jobs".into(),
            ..Composed::simple(
                ChatKind::Clarify,
                "Tell me the kind of work you want and the city, for example \"driver job in Delhi\", \"data entry work from home\" or \"accountant in Pune 25k\". Or browse all jobs:".into(),
                vec![ChatLink {
                    label: "Browse all jobs".into(),
                    url: "/find-jobs".into(),
                }],
            )
        },
    }
}

/// What the understanding of a message leads to, before the index is asked.
pub fn needs_search(intent: Intent, filters: &Filters) -> bool {
    intent == Intent::Search && !filters.is_empty()
}

pub use assistant::next_filters;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_jobs_links_carry_the_filters() {
        let f = assistant::understand("part time driver Delhi NCR for women 20k remote").filters;
        assert_eq!(
            find_jobs_url(&f),
            "/find-jobs?keyword=driver&location=Delhi%20NCR&type=Part-Time&workMode=Remote&gender=Female&minSalary=20000"
        );
        assert_eq!(find_jobs_url(&Filters::default()), "/find-jobs");
    }

    #[test]
    fn plain_text_only() {
        assert_eq!(plain("<b>Driver</b>\n\tDelhi", 100), "b Driver /b Delhi");
        assert_eq!(plain("abcdef", 4), "abc…");
        assert_eq!(
            plain("Dri\u{200B}ver \u{202E}Delhi\u{202C}", 100),
            "Driver Delhi"
        );
        assert_eq!(
            plain("\u{0915}\u{094D}\u{200D}\u{0937}", 100),
            "\u{0915}\u{094D}\u{200D}\u{0937}"
        );
    }

    #[test]
    fn descriptions_read_well() {
        let f = assistant::understand("remote full time react developer pune 5 lpa").filters;
        assert_eq!(
            describe(&f, 3),
            "remote full-time react developer jobs in Pune paying at least ₹41,666 a month"
        );
    }
}
