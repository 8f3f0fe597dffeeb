//! What crawlers and link previews read without running JavaScript: a job page's title,
//! description, share tags and JobPosting structured data written into the web app's
//! `index.html`, the sitemap and robots.txt. The web app then renders the same page as usual.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization;
use uuid::Uuid;

use kaamsetu_search::catalog::{JobType, Language, SalaryFrequency, WorkMode};

use crate::store::jobs::JobRow;

/// The brand in page titles.
pub const BRAND: &str = "KaamSetu";
/// Characters of the description in the description meta (spec §2.8).
const DESCRIPTION_CHARS: usize = 160;
/// URLs in one sitemap file (the protocol allows 50,000).
pub const SITEMAP_CHUNK: i64 = 40_000;

/// Spec §2.1's slug, exactly as the web app's `jobSlug` makes it: accents dropped, lowercased,
/// everything but a-z, 0-9 and spaces removed, spaces turned into single hyphens; `job` when
/// nothing is left.
pub fn job_slug(title: &str) -> String {
    let folded: String = title
        .nfkd()
        .filter(|c| !('\u{300}'..='\u{36f}').contains(c))
        .collect::<String>()
        .to_lowercase();
    let kept: String = folded
        .chars()
        .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c.is_whitespace())
        .collect();
    let slug = kept.split_whitespace().collect::<Vec<_>>().join("-");
    if slug.is_empty() { "job".into() } else { slug }
}

/// The job detail path of a job.
pub fn job_path(id: Uuid, title: &str) -> String {
    format!("/job/{}/{id}", job_slug(title))
}

/// Text safe inside an HTML attribute value or element.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The first 160 characters of `text` with its whitespace collapsed (the description meta).
pub fn summary(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= DESCRIPTION_CHARS {
        return flat;
    }
    flat.chars().take(DESCRIPTION_CHARS).collect()
}

/// The tags a page puts in its head.
#[derive(Debug, Default)]
pub struct Head {
    pub title: String,
    pub description: String,
    /// Absolute URL of the page.
    pub canonical: Option<String>,
    /// Absolute URL of an image for previews.
    pub image: Option<String>,
    pub noindex: bool,
    /// JSON-LD to embed.
    pub structured: Option<Value>,
}

impl Head {
    /// The tags, each marked `data-server` so the web app drops them once it runs: from then on
    /// each page's own head (React) says what the page is, also after navigating in the app.
    /// The mark is written with each tag, never added by rewriting the text afterwards (a title
    /// holding `" />` once corrupted the JSON-LD that way).
    fn render(&self) -> String {
        let mut out = String::new();
        let title = escape(&self.title);
        let description = escape(&self.description);
        let _ = writeln!(out, "<title>{title}</title>");
        let _ = writeln!(
            out,
            r#"<meta name="description" content="{description}" data-server />"#
        );
        if self.noindex {
            out.push_str("<meta name=\"robots\" content=\"noindex\" data-server />\n");
        }
        if let Some(url) = &self.canonical {
            let url = escape(url);
            let _ = writeln!(out, r#"<link rel="canonical" href="{url}" data-server />"#);
            let _ = writeln!(
                out,
                r#"<meta property="og:url" content="{url}" data-server />"#
            );
        }
        let _ = writeln!(
            out,
            r#"<meta property="og:site_name" content="{BRAND}" data-server />"#
        );
        out.push_str("<meta property=\"og:type\" content=\"website\" data-server />\n");
        let _ = writeln!(
            out,
            r#"<meta property="og:title" content="{title}" data-server />"#
        );
        let _ = writeln!(
            out,
            r#"<meta property="og:description" content="{description}" data-server />"#
        );
        if let Some(image) = &self.image {
            let _ = writeln!(
                out,
                r#"<meta property="og:image" content="{}" data-server />"#,
                escape(image)
            );
        }
        out.push_str("<meta name=\"twitter:card\" content=\"summary\" data-server />\n");
        let _ = writeln!(
            out,
            r#"<meta name="twitter:title" content="{title}" data-server />"#
        );
        let _ = writeln!(
            out,
            r#"<meta name="twitter:description" content="{description}" data-server />"#
        );
        if let Some(data) = &self.structured {
            // `<` escaped so no text in the data can close the script element.
            let json = data.to_string().replace('<', "\\u003c");
            let _ = writeln!(
                out,
                r#"<script data-server type="application/ld+json">{json}</script>"#
            );
        }
        out
    }
}

/// `index.html` with its title and description replaced by `head`'s tags.
pub fn with_head(index_html: &str, head: &Head) -> String {
    let mut html = index_html.to_string();
    if let (Some(start), Some(end)) = (html.find("<title>"), html.find("</title>"))
        && start < end
    {
        html.replace_range(start..end + "</title>".len(), "");
    }
    if let Some(start) = html.find("<meta name=\"description\"")
        && let Some(len) = html[start..].find('>')
    {
        html.replace_range(start..start + len + 1, "");
    }
    let tags = head.render();
    match html.find("</head>") {
        Some(at) => html.insert_str(at, &tags),
        None => html.insert_str(0, &tags),
    }
    html
}

/// schema.org's employment type for a job type.
fn employment_type(job_type: JobType) -> &'static str {
    match job_type {
        JobType::FullTime => "FULL_TIME",
        JobType::PartTime => "PART_TIME",
        JobType::Internship => "INTERN",
        JobType::Freelance | JobType::Contract => "CONTRACTOR",
    }
}

/// schema.org's unit for a salary frequency.
fn salary_unit(frequency: SalaryFrequency) -> &'static str {
    match frequency {
        SalaryFrequency::PerYear => "YEAR",
        SalaryFrequency::PerMonth => "MONTH",
    }
}

/// "Pune, Maharashtra": the location and the state, the state left out when the location
/// already names it (a place picked from the suggestions reads "Pune, Maharashtra"), the state
/// alone without a location. The web app's `jobPlace` reads alike.
pub fn place_line(location: &str, state: &str) -> String {
    let location = location.trim();
    if location.is_empty() {
        return state.to_string();
    }
    let names_state = location
        .split(',')
        .any(|part| part.trim().eq_ignore_ascii_case(state.trim()));
    if state.trim().is_empty() || names_state {
        location.to_string()
    } else {
        format!("{location}, {state}")
    }
}

/// The words of `index.html` (web/index.html) a Hindi visit reads in Hindi, English first: the
/// document's language, its default title and description, and the splash shown while the app
/// loads (the web app's `common` catalogue has the same words).
const SHELL_IN_HINDI: [(&str, &str); 5] = [
    (r#"<html lang="en-IN">"#, r#"<html lang="hi">"#),
    (
        "<title>KaamSetu | Jobs in India</title>",
        "<title>KaamSetu | भारत में नौकरियाँ</title>",
    ),
    (
        "KaamSetu: find jobs across India with AI-powered help, or hire the right people.",
        "KaamSetu: AI की मदद से पूरे भारत में नौकरी खोजें, या सही लोगों को काम पर रखें।",
    ),
    (
        r#"aria-label="Loading KaamSetu""#,
        r#"aria-label="KaamSetu लोड हो रहा है""#,
    ),
    (
        "Your bridge to work across India",
        "पूरे भारत में काम तक आपका पुल",
    ),
];

/// A served page (the web app's shell, or a job's page) for a visitor in `language`: in Hindi,
/// `<html lang="hi">` and the shell's own words in Hindi; in English, as written.
pub fn in_language(html: &str, language: Language) -> String {
    match language {
        Language::En => html.to_string(),
        Language::Hi => SHELL_IN_HINDI
            .iter()
            .fold(html.to_string(), |html, (english, hindi)| {
                html.replacen(english, hindi, 1)
            }),
    }
}

/// The head of an open or closed job's page, its own words in `language` (the job's as its
/// employer wrote them).
pub fn job_head(job: &JobRow, origin: &str, language: Language) -> Head {
    let company = job.company();
    let url = format!("{origin}{}", job_path(job.id, &job.title));
    let image = job
        .company_logo
        .as_deref()
        .filter(|l| !l.is_empty())
        .map(|l| format!("{origin}/uploads/{l}"));
    let description = summary(&job.description);
    let structured = (!job.is_closed).then(|| job_posting(job, origin, image.as_deref()));
    let place = place_line(&job.location, job.state.as_str());
    let (title, about) = match language {
        Language::En => (
            format!("{} at {company} | {BRAND}", job.title),
            format!("{} at {company}, {place}", job.title),
        ),
        Language::Hi => (
            format!("{company} में {} की नौकरी | {BRAND}", job.title),
            format!("{company} में {} की नौकरी, {place}", job.title),
        ),
    };
    Head {
        title,
        description: if description.is_empty() {
            about
        } else {
            description
        },
        canonical: Some(url),
        image,
        // A closed job stays readable but leaves search engines' listings.
        noindex: job.is_closed,
        structured,
    }
}

/// A JobPosting (schema.org, as search engines read it) for an open job.
fn job_posting(job: &JobRow, origin: &str, logo: Option<&str>) -> Value {
    let mut description = escape(&job.description).replace('\n', "<br>");
    if !job.requirements.trim().is_empty() {
        let _ = write!(
            description,
            "<br><br><strong>Requirements</strong><br>{}",
            escape(&job.requirements).replace('\n', "<br>")
        );
    }
    let mut organization = json!({
        "@type": "Organization",
        "name": job.company(),
        "sameAs": format!("{origin}/employer/{}", job.employer_id),
    });
    if let Some(logo) = logo {
        organization["logo"] = json!(logo);
    }
    let mut posting = json!({
        "@context": "https://schema.org/",
        "@type": "JobPosting",
        "title": job.title,
        "description": description,
        "identifier": { "@type": "PropertyValue", "name": BRAND, "value": job.id.to_string() },
        "datePosted": job.created_at.format("%Y-%m-%d").to_string(),
        "employmentType": employment_type(job.job_type),
        "hiringOrganization": organization,
        "jobLocation": {
            "@type": "Place",
            "address": {
                "@type": "PostalAddress",
                "addressLocality": job.location,
                "addressRegion": job.state,
                "addressCountry": "IN",
            }
        },
        "industry": job.category,
        "directApply": true,
        "url": format!("{origin}{}", job_path(job.id, &job.title)),
    });
    if job.work_mode == WorkMode::Remote {
        posting["jobLocationType"] = json!("TELECOMMUTE");
        posting["applicantLocationRequirements"] = json!({ "@type": "Country", "name": "India" });
    }
    if job.salary_min.is_some() || job.salary_max.is_some() {
        let mut value =
            json!({ "@type": "QuantitativeValue", "unitText": salary_unit(job.salary_frequency) });
        if let Some(min) = job.salary_min {
            value["minValue"] = json!(min);
        }
        if let Some(max) = job.salary_max {
            value["maxValue"] = json!(max);
        }
        posting["baseSalary"] =
            json!({ "@type": "MonetaryAmount", "currency": "INR", "value": value });
    }
    posting
}

/// The head of a job its employer deleted (410): not indexed, says it was removed.
pub fn removed_job_head(language: Language) -> Head {
    let (title, description) = match language {
        Language::En => (
            "Job removed",
            "The employer removed this job. Find similar jobs across India.",
        ),
        Language::Hi => (
            "नौकरी हटा दी गई",
            "एम्प्लॉयर ने यह नौकरी हटा दी है। पूरे भारत में ऐसी ही नौकरियाँ खोजें।",
        ),
    };
    Head {
        title: format!("{title} | {BRAND}"),
        description: description.into(),
        noindex: true,
        ..Head::default()
    }
}

/// The head of a job page whose job does not exist (the app shows its not-found state).
pub fn missing_job_head(language: Language) -> Head {
    let (title, description) = match language {
        Language::En => (
            "Job not found",
            "This job is no longer on KaamSetu. Find similar jobs across India.",
        ),
        Language::Hi => (
            "नौकरी नहीं मिली",
            "यह नौकरी अब KaamSetu पर नहीं है। पूरे भारत में ऐसी ही नौकरियाँ खोजें।",
        ),
    };
    Head {
        title: format!("{title} | {BRAND}"),
        description: description.into(),
        noindex: true,
        ..Head::default()
    }
}

/// A sitemap index: the public pages, then the open jobs in files of `SITEMAP_CHUNK`.
pub fn sitemap_index(origin: &str, job_files: i64) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let _ = writeln!(
        out,
        "  <sitemap><loc>{}/sitemaps/pages.xml</loc></sitemap>",
        escape(origin)
    );
    for n in 1..=job_files {
        let _ = writeln!(
            out,
            "  <sitemap><loc>{}/sitemaps/jobs-{n}.xml</loc></sitemap>",
            escape(origin)
        );
    }
    out.push_str("</sitemapindex>\n");
    out
}

/// A sitemap of `(path, last modified)` entries.
pub fn sitemap(origin: &str, entries: &[(String, Option<DateTime<Utc>>)]) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for (path, modified) in entries {
        let _ = write!(out, "  <url><loc>{}{}</loc>", escape(origin), escape(path));
        if let Some(at) = modified {
            let _ = write!(out, "<lastmod>{}</lastmod>", at.format("%Y-%m-%d"));
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

/// The public pages of spec §2.1 a search engine should know.
pub const PUBLIC_PAGES: [&str; 5] = [
    "/",
    "/find-jobs",
    "/browse-employers",
    "/about-us",
    "/privacy-policy",
];

/// Signed-in and sign-in pages: nothing for a search engine there.
const PRIVATE_PAGES: [&str; 23] = [
    "/login",
    "/signup/",
    "/verify-email",
    "/reset-migrated-password",
    "/userDashboard",
    "/userdashboard",
    "/edit-profile",
    "/saved-jobs",
    "/user-saved-jobs",
    "/job-alerts",
    "/alerts/",
    "/my-applications",
    "/application-dashboard",
    "/user-profile",
    "/profile",
    "/employer-dashboard",
    "/post-job",
    "/manage-jobs",
    "/applicants",
    "/company-profile",
    "/candidate-filter",
    "/uploads/",
    "/api/",
];

/// robots.txt: everything public may be crawled (including the job and employer data the app
/// reads, so a rendering crawler sees what a visitor sees); private pages, files and the rest
/// of the API may not.
pub fn robots(origin: &str) -> String {
    let mut out = String::from("User-agent: *\n");
    for path in PRIVATE_PAGES {
        let _ = writeln!(out, "Disallow: {path}");
    }
    for path in ["/api/jobs", "/api/users", "/api/meta", "/api/places"] {
        let _ = writeln!(out, "Allow: {path}");
    }
    let _ = writeln!(out, "\nSitemap: {origin}/sitemap.xml");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 30: every English word of the web app's real `index.html` that a Hindi visit reads
    /// before the app runs is found there (an edit of index.html fails here, not silently).
    #[test]
    fn the_shell_reads_in_hindi() {
        let index = include_str!("../../web/index.html");
        for (english, _) in SHELL_IN_HINDI {
            assert!(index.contains(english), "web/index.html has no {english:?}");
        }
        let hindi = in_language(index, Language::Hi);
        for (english, hindi_words) in SHELL_IN_HINDI {
            assert!(!hindi.contains(english), "{english:?} left in Hindi");
            assert!(hindi.contains(hindi_words), "{hindi_words:?}");
        }
        assert_eq!(in_language(index, Language::En), index);
    }

    #[test]
    fn the_place_names_the_state_once() {
        assert_eq!(place_line("Pune", "Maharashtra"), "Pune, Maharashtra");
        assert_eq!(
            place_line("Pune, Maharashtra", "Maharashtra"),
            "Pune, Maharashtra"
        );
        assert_eq!(
            place_line("Hinjewadi, Pune, maharashtra, India", "Maharashtra"),
            "Hinjewadi, Pune, maharashtra, India"
        );
        assert_eq!(place_line(" ", "Goa"), "Goa");
        assert_eq!(place_line("Goa Velha", "Goa"), "Goa Velha, Goa");
    }

    #[test]
    fn slugs_match_the_web_apps() {
        // The same cases as web/src/lib/jobs.test.ts.
        for (title, slug) in [
            ("Delivery Executive", "delivery-executive"),
            ("Sr. React Developer (Remote)", "sr-react-developer-remote"),
            ("C++ / Java Developer", "c-java-developer"),
            ("Node.js Engineer", "nodejs-engineer"),
            ("Sales - Field Executive", "sales-field-executive"),
            ("  Data   Entry  Operator ", "data-entry-operator"),
            ("HR Manager\tMumbai", "hr-manager-mumbai"),
            ("Café Manager", "cafe-manager"),
            ("Accountant 2025", "accountant-2025"),
            ("ड्राइवर", "job"),
            ("!!!", "job"),
            ("", "job"),
        ] {
            assert_eq!(job_slug(title), slug, "{title:?}");
        }
    }

    #[test]
    fn summary_is_the_first_160_characters_on_one_line() {
        assert_eq!(summary("  Drive\n\nsafely  "), "Drive safely");
        let long = "अ".repeat(300);
        assert_eq!(summary(&long).chars().count(), 160);
    }

    #[test]
    fn text_that_looks_like_a_tag_end_leaves_the_json_ld_intact() {
        let head = Head {
            title: r#"Cook " /> <b>"#.into(),
            description: "d".into(),
            structured: Some(serde_json::json!({ "title": r#"Cook " /> "# })),
            ..Head::default()
        };
        let html = head.render();
        let json = html
            .split(r#"<script data-server type="application/ld+json">"#)
            .nth(1)
            .and_then(|rest| rest.split("</script>").next())
            .unwrap();
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(v["title"], serde_json::json!(r#"Cook " /> "#));
        assert!(
            html.contains("<title>Cook &quot; /&gt; &lt;b&gt;</title>"),
            "{html}"
        );
    }

    #[test]
    fn the_head_replaces_the_apps_title_and_description() {
        let index = "<html><head><meta charset=\"UTF-8\" />\
            <meta name=\"description\" content=\"old\" /><title>Old</title></head><body></body></html>";
        let head = Head {
            title: "Cook at \"Dhaba\" <1> | KaamSetu".into(),
            description: "Cook & serve".into(),
            structured: Some(json!({ "description": "</script><script>alert(1)</script>" })),
            ..Head::default()
        };
        let html = with_head(index, &head);
        assert!(!html.contains("Old") && !html.contains("\"old\""));
        assert_eq!(html.matches("<title>").count(), 1);
        assert!(html.contains("<title>Cook at &quot;Dhaba&quot; &lt;1&gt; | KaamSetu</title>"));
        assert!(
            html.contains(r#"<meta name="description" content="Cook &amp; serve" data-server />"#)
        );
        assert!(
            !html.contains("</script><script>alert"),
            "data cannot close its script"
        );
        assert!(html.find("application/ld+json").unwrap() < html.find("</head>").unwrap());
    }

    #[test]
    fn robots_keeps_private_pages_out_and_names_the_sitemap() {
        let r = robots("https://kaamsetu.in");
        assert!(r.contains("Disallow: /my-applications\n"));
        assert!(
            r.contains("Disallow: /alerts/\n"),
            "the mailed links' pages"
        );
        assert!(r.contains("Allow: /api/jobs\n"));
        assert!(r.ends_with("Sitemap: https://kaamsetu.in/sitemap.xml\n"));
    }
}
