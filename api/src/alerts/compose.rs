//! The words of alert mails: the jobs (title, company, place, salary, link), the alert's name
//! and search in words, the link to the full search and the one-click unsubscribe, as plain
//! text and as HTML; and a guest's confirmation mail.

use std::fmt::Write as _;

use kaamsetu_search::{
    alerts::{AlertSearch, MailKind},
    catalog::AlertFrequency,
};

use crate::{mail::MailJob, pages, store::jobs::JobRow, views::salary_text};

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
}

/// The absolute link to the find-jobs page showing `search`.
pub fn find_jobs_url(origin: &str, search: &AlertSearch) -> String {
    format!("{origin}{}", find_jobs_path(search))
}

/// The find-jobs page showing `search`, as a path.
pub fn find_jobs_path(search: &AlertSearch) -> String {
    format!("/find-jobs?{}", search.find_jobs_query())
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
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
fn how_often(f: AlertFrequency) -> &'static str {
    match f {
        AlertFrequency::Instant => "as soon as matching jobs are posted",
        AlertFrequency::Daily => "every morning",
        AlertFrequency::Weekly => "every Monday morning",
    }
}

/// The text and HTML of an alert mail, with its one-click unsubscribe.
pub fn alert_mail(m: &AlertMail<'_>) -> MailJob {
    let what = m.search.describe();
    let search_url = find_jobs_url(m.origin, m.search);
    let new_jobs = plural(m.total, "new job", "new jobs");
    let subject = match m.kind {
        MailKind::Instant if m.total == 1 && !m.jobs.is_empty() => {
            format!("New job for \"{}\": {}", m.alert_name, m.jobs[0].title)
        }
        MailKind::Instant => format!("{new_jobs} for \"{}\"", m.alert_name),
        MailKind::Digest => {
            let period = match m.frequency {
                AlertFrequency::Weekly => "Weekly",
                _ => "Daily",
            };
            format!("{period} job alert \"{}\": {new_jobs}", m.alert_name)
        }
    };
    let intro = format!(
        "{} your job alert \"{}\":",
        if m.total == 1 {
            "1 new job matches".to_string()
        } else {
            format!("{} match", new_jobs)
        },
        m.alert_name
    );
    let shown = (m.jobs.len() < m.total).then(|| {
        format!(
            "Here are the {} newest of {}.",
            m.jobs.len(),
            plural(m.total, "new job", "new jobs")
        )
    });
    let why = format!(
        "You get this mail because you saved the job alert \"{}\" on KaamSetu; it mails {}.",
        m.alert_name,
        how_often(m.frequency)
    );

    let mut text = format!("Namaste,\n\n{intro}\n{what}\n");
    if let Some(s) = &shown {
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
            salary_text(j.salary_min, j.salary_max, j.salary_frequency),
            m.origin,
            pages::job_path(j.id, &j.title),
        );
    }
    let _ = write!(
        text,
        "\nSee all jobs for this search:\n{search_url}\n\n{why}\n\
         Unsubscribe from this alert (no sign-in needed):\n{}\n\n- Team KaamSetu\n",
        m.unsubscribe_url
    );

    let e = pages::escape;
    let mut html = format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{}</title></head>\n\
         <body style=\"font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5\">\n\
         <p>Namaste,</p>\n<p>{}<br><span style=\"color:#4b5563\">{}</span></p>\n",
        e(&subject),
        e(&intro),
        e(&what)
    );
    if let Some(s) = &shown {
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
            e(&salary_text(j.salary_min, j.salary_max, j.salary_frequency)),
        );
    }
    let _ = write!(
        html,
        "</ol>\n<p><a href=\"{}\">See all jobs for this search</a></p>\n\
         <p style=\"font-size:12px;color:#6b7280\">{} <a href=\"{}\">Unsubscribe from this alert</a> \
         (no sign-in needed).</p>\n<p>- Team KaamSetu</p>\n</body></html>\n",
        e(&search_url),
        e(&why),
        e(m.unsubscribe_url)
    );

    MailJob {
        to: m.to.to_string(),
        subject,
        body: text,
        html: Some(html),
        list_unsubscribe: Some(m.one_click_url.to_string()),
        ..MailJob::default()
    }
}

/// The mail that asks a guest to confirm an alert (nothing is sent for it before).
pub fn confirm_mail(
    to: &str,
    alert: uuid::Uuid,
    search: &AlertSearch,
    frequency: AlertFrequency,
    confirm_url: &str,
    expires_days: i32,
) -> MailJob {
    MailJob {
        to: to.to_string(),
        subject: "Confirm your KaamSetu job alert".into(),
        body: format!(
            "Namaste,\n\nPlease confirm the job alert asked for with this address on KaamSetu:\n\n\
             \x20   {}\n\nIt mails {}. Confirm it here:\n\n{confirm_url}\n\n\
             Nothing is sent until you confirm. If you did not ask for it, ignore this mail: \
             the alert is deleted after {expires_days} days.\n\n- Team KaamSetu\n",
            search.describe(),
            how_often(frequency),
        ),
        confirms_alert: Some(alert),
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
}
