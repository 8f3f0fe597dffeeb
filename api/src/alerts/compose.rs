//! The words of alert mails: the jobs (title, company, place, salary, link), the alert's name
//! and search in words, the link to the full search and the one-click unsubscribe, as plain
//! text and as HTML; and a guest's confirmation mail.

use std::fmt::Write as _;

use kaamsetu_search::{
    alerts::{AlertSearch, MailKind},
    catalog::{AlertFrequency, Language},
};

use crate::{
    hindi,
    mail::MailJob,
    pages,
    store::jobs::JobRow,
    views::{inr, salary_text},
};

/// One alert mail to write.
pub struct AlertMail<'a> {
    pub kind: MailKind,
    pub frequency: AlertFrequency,
    pub to: &'a str,
    pub alert_name: &'a str,
    pub search: &'a AlertSearch,
    /// The jobs listed, newest first.
    pub jobs: &'a [JobRow],
    /// New jobs in all (the listed ones and those left out).
    pub total: usize,
    /// `KAAMSETU_PUBLIC_ORIGIN`, without a trailing slash.
    pub origin: &'a str,
    /// The unsubscribe page (`/alerts/unsubscribe?token=`), linked in the mail.
    pub unsubscribe_url: &'a str,
    /// The one-click URL of the `List-Unsubscribe` header (`/api/alerts/unsubscribe?token=`).
    pub one_click_url: &'a str,
    /// The recipient's language: the account's, or the guest's when the alert was made.
    pub language: Language,
}

/// The absolute link to the find-jobs page showing `search`.
pub fn find_jobs_url(origin: &str, search: &AlertSearch) -> String {
    format!("{origin}{}", find_jobs_path(search))
}

/// The find-jobs page showing `search`, as a path.
pub fn find_jobs_path(search: &AlertSearch) -> String {
    format!("/find-jobs?{}", search.find_jobs_query())
}

/// "1 new job", "3 new jobs" in `language`.
fn new_jobs(n: usize, language: Language) -> String {
    match (language, n) {
        (Language::En, 1) => "1 new job".into(),
        (Language::En, n) => format!("{n} new jobs"),
        (Language::Hi, 1) => "1 नई नौकरी".into(),
        (Language::Hi, n) => format!("{n} नई नौकरियाँ"),
    }
}

fn company(j: &JobRow) -> &str {
    j.company_name
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .unwrap_or(&j.employer_name)
}

fn place(j: &JobRow) -> String {
    let city = j.location.trim();
    let state = j.state.as_str();
    if city.is_empty() || city.eq_ignore_ascii_case(state) {
        state.to_string()
    } else {
        format!("{city}, {}", j.state)
    }
}

/// How often the alert mails, as the footer says it.
fn how_often(f: AlertFrequency, language: Language) -> &'static str {
    match (language, f) {
        (Language::En, AlertFrequency::Instant) => "as soon as matching jobs are posted",
        (Language::En, AlertFrequency::Daily) => "every morning",
        (Language::En, AlertFrequency::Weekly) => "every Monday morning",
        (Language::Hi, AlertFrequency::Instant) => "मिलती-जुलती नौकरी आते ही",
        (Language::Hi, AlertFrequency::Daily) => "हर सुबह",
        (Language::Hi, AlertFrequency::Weekly) => "हर सोमवार सुबह",
    }
}

/// The search in words in `language` (English: `AlertSearch::describe`): 'driver की नौकरियाँ,
/// Delhi में · फुल-टाइम · ₹20,000 प्रति माह से'. What the person typed stays as typed.
pub fn describe(search: &AlertSearch, language: Language) -> String {
    if language == Language::En {
        return search.describe();
    }
    let what = match &search.keyword {
        Some(k) => format!("{k} की नौकरियाँ"),
        None => "नौकरियाँ".to_string(),
    };
    let mut parts = vec![match &search.location {
        Some(l) => format!("{what}, {l} में"),
        None => what,
    }];
    for (list, values) in [
        ("jobType", &search.types),
        ("workMode", &search.work_mode),
        ("category", &search.category),
    ] {
        if !values.is_empty() {
            let words: Vec<String> = values.iter().map(|v| hindi::catalogue(list, v)).collect();
            parts.push(words.join(" या "));
        }
    }
    if let Some(g) = &search.gender {
        parts.push(match g.as_str() {
            "Female" => "महिलाओं के लिए".into(),
            "Male" => "पुरुषों के लिए".into(),
            other => hindi::catalogue("gender", other),
        });
    }
    if let Some(b) = search.is_blue_collar {
        parts.push(
            if b {
                "ब्लू कॉलर"
            } else {
                "ब्लू कॉलर नहीं"
            }
            .into(),
        );
    }
    match (search.min_salary, search.max_salary) {
        (Some(a), Some(b)) => parts.push(format!("₹{} - ₹{} प्रति माह", inr(a), inr(b))),
        (Some(a), None) => parts.push(format!("₹{} प्रति माह से", inr(a))),
        (None, Some(b)) => parts.push(format!("₹{} प्रति माह तक", inr(b))),
        (None, None) => {}
    }
    parts.join(" · ")
}

/// The words of an alert mail around its jobs, in one language.
struct Words {
    subject: String,
    hello: &'static str,
    intro: String,
    shown: Option<String>,
    see_all: &'static str,
    why: String,
    unsubscribe: &'static str,
    no_sign_in: &'static str,
    team: &'static str,
}

fn words(m: &AlertMail<'_>) -> Words {
    let name = m.alert_name;
    let total = new_jobs(m.total, m.language);
    let first = m.jobs.first().filter(|_| m.total == 1);
    match m.language {
        Language::En => Words {
            subject: match (m.kind, first) {
                (MailKind::Instant, Some(j)) => format!("New job for \"{name}\": {}", j.title),
                (MailKind::Instant, None) => format!("{total} for \"{name}\""),
                (MailKind::Digest, _) => {
                    let period = match m.frequency {
                        AlertFrequency::Weekly => "Weekly",
                        _ => "Daily",
                    };
                    format!("{period} job alert \"{name}\": {total}")
                }
            },
            hello: "Namaste,",
            intro: if m.total == 1 {
                format!("1 new job matches your job alert \"{name}\":")
            } else {
                format!("{total} match your job alert \"{name}\":")
            },
            shown: (m.jobs.len() < m.total)
                .then(|| format!("Here are the {} newest of {total}.", m.jobs.len())),
            see_all: "See all jobs for this search",
            why: format!(
                "You get this mail because you saved the job alert \"{name}\" on KaamSetu; it mails {}.",
                how_often(m.frequency, m.language)
            ),
            unsubscribe: "Unsubscribe from this alert",
            no_sign_in: "no sign-in needed",
            team: "- Team KaamSetu",
        },
        Language::Hi => Words {
            subject: match (m.kind, first) {
                (MailKind::Instant, Some(j)) => format!("\"{name}\" के लिए नई नौकरी: {}", j.title),
                (MailKind::Instant, None) => format!("\"{name}\" के लिए {total}"),
                (MailKind::Digest, _) => {
                    let period = match m.frequency {
                        AlertFrequency::Weekly => "हफ़्ते का",
                        _ => "आज का",
                    };
                    format!("{period} जॉब अलर्ट \"{name}\": {total}")
                }
            },
            hello: "नमस्ते,",
            intro: if m.total == 1 {
                format!("आपके जॉब अलर्ट \"{name}\" से मिलती 1 नई नौकरी:")
            } else {
                format!("आपके जॉब अलर्ट \"{name}\" से मिलती {total}:")
            },
            shown: (m.jobs.len() < m.total)
                .then(|| format!("{total} में से सबसे नई {} ये हैं।", m.jobs.len())),
            see_all: "इस खोज की सभी नौकरियाँ देखें",
            why: format!(
                "यह ईमेल आपको इसलिए मिला क्योंकि आपने KaamSetu पर जॉब अलर्ट \"{name}\" सेव किया है; यह {} ईमेल भेजता है।",
                how_often(m.frequency, m.language)
            ),
            unsubscribe: "इस अलर्ट से सदस्यता हटाएँ",
            no_sign_in: "साइन इन की ज़रूरत नहीं",
            team: "- टीम KaamSetu",
        },
    }
}

/// The text and HTML of an alert mail in the recipient's language, with its one-click
/// unsubscribe. The jobs read as their employers wrote them; their salaries in the language.
pub fn alert_mail(m: &AlertMail<'_>) -> MailJob {
    let what = describe(m.search, m.language);
    let search_url = find_jobs_url(m.origin, m.search);
    let w = words(m);
    let salary = |j: &JobRow| match m.language {
        Language::En => salary_text(j.salary_min, j.salary_max, j.salary_frequency),
        Language::Hi => hindi::salary_text(j.salary_min, j.salary_max, j.salary_frequency),
    };

    let mut text = format!("{}\n\n{}\n{what}\n", w.hello, w.intro);
    if let Some(s) = &w.shown {
        let _ = writeln!(text, "{s}");
    }
    for (i, j) in m.jobs.iter().enumerate() {
        let _ = write!(
            text,
            "\n{}. {}\n   {} · {}\n   {}\n   {}{}\n",
            i + 1,
            j.title,
            company(j),
            place(j),
            salary(j),
            m.origin,
            pages::job_path(j.id, &j.title),
        );
    }
    let _ = write!(
        text,
        "\n{}:\n{search_url}\n\n{}\n{} ({}):\n{}\n\n{}\n",
        w.see_all, w.why, w.unsubscribe, w.no_sign_in, m.unsubscribe_url, w.team
    );

    let e = pages::escape;
    let lang = match m.language {
        Language::En => "en",
        Language::Hi => "hi",
    };
    let mut html = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
         <body style=\"font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5\">\n\
         <p>{}</p>\n<p>{}<br><span style=\"color:#4b5563\">{}</span></p>\n",
        e(&w.subject),
        e(w.hello),
        e(&w.intro),
        e(&what)
    );
    if let Some(s) = &w.shown {
        let _ = writeln!(html, "<p>{}</p>", e(s));
    }
    html.push_str("<ol style=\"padding-left:20px\">\n");
    for j in m.jobs {
        let _ = writeln!(
            html,
            "<li style=\"margin-bottom:14px\"><a href=\"{}\" style=\"color:#1d4ed8;font-weight:bold\">{}</a><br>{} · {}<br>{}</li>",
            e(&format!("{}{}", m.origin, pages::job_path(j.id, &j.title))),
            e(&j.title),
            e(company(j)),
            e(&place(j)),
            e(&salary(j)),
        );
    }
    let _ = write!(
        html,
        "</ol>\n<p><a href=\"{}\">{}</a></p>\n\
         <p style=\"font-size:12px;color:#6b7280\">{} <a href=\"{}\">{}</a> \
         ({}).</p>\n<p>{}</p>\n</body></html>\n",
        e(&search_url),
        e(w.see_all),
        e(&w.why),
        e(m.unsubscribe_url),
        e(w.unsubscribe),
        e(w.no_sign_in),
        e(w.team)
    );

    MailJob {
        to: m.to.to_string(),
        subject: w.subject,
        body: text,
        html: Some(html),
        list_unsubscribe: Some(m.one_click_url.to_string()),
        ..MailJob::default()
    }
}

/// The mail that asks a guest to confirm an alert (nothing is sent for it before).
pub struct ConfirmMail<'a> {
    pub to: &'a str,
    pub alert: uuid::Uuid,
    pub search: &'a AlertSearch,
    pub frequency: AlertFrequency,
    pub confirm_url: &'a str,
    pub expires_days: i32,
    /// The language of the browser that asked for the alert.
    pub language: Language,
}

/// The text of a guest's confirmation mail, in the language of the browser that asked.
pub fn confirm_mail(c: &ConfirmMail<'_>) -> MailJob {
    let what = describe(c.search, c.language);
    let often = how_often(c.frequency, c.language);
    let (url, days) = (c.confirm_url, c.expires_days);
    let (subject, body) = match c.language {
        Language::En => (
            "Confirm your KaamSetu job alert",
            format!(
                "Namaste,\n\nPlease confirm the job alert asked for with this address on KaamSetu:\n\n\
                 \x20   {what}\n\nIt mails {often}. Confirm it here:\n\n{url}\n\n\
                 Nothing is sent until you confirm. If you did not ask for it, ignore this mail: \
                 the alert is deleted after {days} days.\n\n- Team KaamSetu\n"
            ),
        ),
        Language::Hi => (
            "अपना KaamSetu जॉब अलर्ट पक्का करें",
            format!(
                "नमस्ते,\n\nKaamSetu पर इस ईमेल पते से माँगे गए जॉब अलर्ट को पक्का करें:\n\n\
                 \x20   {what}\n\nयह {often} ईमेल भेजेगा। यहाँ पक्का करें:\n\n{url}\n\n\
                 पक्का करने तक कुछ नहीं भेजा जाएगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: \
                 {days} दिन बाद अलर्ट अपने-आप हट जाएगा।\n\n- टीम KaamSetu\n"
            ),
        ),
    };
    MailJob {
        to: c.to.to_string(),
        subject: subject.into(),
        body,
        confirms_alert: Some(c.alert),
        ..MailJob::default()
    }
}

#[cfg(test)]
mod tests {
    use kaamsetu_search::catalog::{
        Category, Gender, IndianState, JobType, SalaryFrequency, WorkMode,
    };

    use super::*;

    fn job(title: &str, min: i64, max: i64) -> JobRow {
        JobRow {
            id: uuid::Uuid::nil(),
            employer_id: uuid::Uuid::nil(),
            title: title.into(),
            state: IndianState::Delhi,
            location: "New Delhi".into(),
            category: Category::LogisticsAndSupplyChain,
            job_type: JobType::FullTime,
            work_mode: WorkMode::OnSite,
            description: String::new(),
            requirements: String::new(),
            salary_min: Some(min),
            salary_max: Some(max),
            salary_frequency: SalaryFrequency::PerYear,
            gender: Gender::Both,
            is_blue_collar: true,
            open_positions: 1,
            is_closed: false,
            created_at: chrono::Utc::now(),
            updated_at: chrono::Utc::now(),
            employer_name: "Ravi".into(),
            company_name: Some("Swift <Logistics>".into()),
            company_logo: None,
            application_count: 0,
            is_removed: false,
            review: Default::default(),
            company_verified: false,
        }
    }

    #[test]
    fn an_alert_mail_lists_the_jobs_in_text_and_escaped_html() {
        let search = AlertSearch {
            keyword: Some("driver".into()),
            location: Some("Delhi".into()),
            ..AlertSearch::default()
        };
        let jobs = [job("Delivery Driver", 240_000, 300_000)];
        let m = alert_mail(&AlertMail {
            kind: MailKind::Digest,
            frequency: AlertFrequency::Daily,
            to: "asha@example.in",
            alert_name: "Delhi drivers",
            search: &search,
            jobs: &jobs,
            total: 3,
            origin: "https://kaamsetu.in",
            unsubscribe_url: "https://kaamsetu.in/alerts/unsubscribe?token=abc",
            one_click_url: "https://kaamsetu.in/api/alerts/unsubscribe?token=abc",
            language: Language::En,
        });
        assert_eq!(m.subject, "Daily job alert \"Delhi drivers\": 3 new jobs");
        for part in [
            "3 new jobs match your job alert \"Delhi drivers\":",
            "driver jobs in Delhi",
            "Here are the 1 newest of 3 new jobs.",
            "1. Delivery Driver\n   Swift <Logistics> · New Delhi, Delhi\n   ₹2,40,000 - ₹3,00,000 per year\n   https://kaamsetu.in/job/delivery-driver/00000000-0000-0000-0000-000000000000\n",
            "https://kaamsetu.in/find-jobs?keyword=driver&location=Delhi",
            "https://kaamsetu.in/alerts/unsubscribe?token=abc",
        ] {
            assert!(m.body.contains(part), "{part} in {}", m.body);
        }
        let html = m.html.unwrap();
        assert!(html.contains("Swift &lt;Logistics&gt;"), "{html}");
        assert!(!html.contains("<Logistics>"));
        assert!(html.contains("href=\"https://kaamsetu.in/alerts/unsubscribe?token=abc\""));
        assert!(
            html.contains(
                "href=\"https://kaamsetu.in/find-jobs?keyword=driver&amp;location=Delhi\""
            )
        );
        assert_eq!(
            m.list_unsubscribe.as_deref(),
            Some("https://kaamsetu.in/api/alerts/unsubscribe?token=abc")
        );
    }

    /// Issue 30: a Hindi reader's alert mail: its words and salaries in Hindi (the web app's),
    /// the search's filters in Hindi, what people wrote (the alert's name, the keyword, the
    /// jobs) as written.
    #[test]
    fn an_alert_mail_in_hindi() {
        let search = AlertSearch {
            keyword: Some("driver".into()),
            location: Some("Delhi".into()),
            types: vec!["Full-Time".into()],
            work_mode: vec!["Remote".into()],
            gender: Some("Female".into()),
            min_salary: Some(20_000),
            ..AlertSearch::default()
        };
        let jobs = [job("Delivery Driver", 240_000, 300_000)];
        let mail = |kind, total| {
            alert_mail(&AlertMail {
                kind,
                frequency: AlertFrequency::Daily,
                to: "asha@example.in",
                alert_name: "Delhi drivers",
                search: &search,
                jobs: &jobs,
                total,
                origin: "https://kaamsetu.in",
                unsubscribe_url: "https://kaamsetu.in/alerts/unsubscribe?token=abc",
                one_click_url: "https://kaamsetu.in/api/alerts/unsubscribe?token=abc",
                language: Language::Hi,
            })
        };
        let m = mail(MailKind::Digest, 3);
        assert_eq!(m.subject, "आज का जॉब अलर्ट \"Delhi drivers\": 3 नई नौकरियाँ");
        for part in [
            "नमस्ते,",
            "आपके जॉब अलर्ट \"Delhi drivers\" से मिलती 3 नई नौकरियाँ:",
            "driver की नौकरियाँ, Delhi में · फुल-टाइम · घर से काम · महिलाओं के लिए · ₹20,000 प्रति माह से",
            "3 नई नौकरियाँ में से सबसे नई 1 ये हैं।",
            "1. Delivery Driver\n   Swift <Logistics> · New Delhi, Delhi\n   ₹2,40,000 - ₹3,00,000 प्रति वर्ष\n",
            "इस खोज की सभी नौकरियाँ देखें:\nhttps://kaamsetu.in/find-jobs?keyword=driver",
            "यह हर सुबह ईमेल भेजता है।",
            "इस अलर्ट से सदस्यता हटाएँ (साइन इन की ज़रूरत नहीं):\nhttps://kaamsetu.in/alerts/unsubscribe?token=abc",
            "- टीम KaamSetu",
        ] {
            assert!(m.body.contains(part), "{part} in {}", m.body);
        }
        assert!(!m.body.contains("per year"), "{}", m.body);
        let html = m.html.unwrap();
        assert!(html.contains("<html lang=\"hi\">"), "{html}");
        assert!(html.contains(">इस अलर्ट से सदस्यता हटाएँ</a>"), "{html}");
        assert_eq!(
            mail(MailKind::Instant, 1).subject,
            "\"Delhi drivers\" के लिए नई नौकरी: Delivery Driver"
        );

        let confirm = confirm_mail(&ConfirmMail {
            to: "asha@example.in",
            alert: uuid::Uuid::nil(),
            search: &search,
            frequency: AlertFrequency::Weekly,
            confirm_url: "https://kaamsetu.in/alerts/confirm?token=t",
            expires_days: 7,
            language: Language::Hi,
        });
        assert_eq!(confirm.subject, "अपना KaamSetu जॉब अलर्ट पक्का करें");
        assert!(
            confirm.body.contains("यह हर सोमवार सुबह ईमेल भेजेगा।"),
            "{}",
            confirm.body
        );
        assert!(
            confirm.body.contains("7 दिन बाद अलर्ट अपने-आप हट जाएगा।"),
            "{}",
            confirm.body
        );
    }
}
