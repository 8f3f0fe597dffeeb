//! The employer brochure (home page, spec §1): a one-page PDF (`crate::pdf`) written from our
//! own words and today's catalogue figures.

use crate::pdf::{MARGIN, PAGE_H, PAGE_W, Page, literal};

/// Today's figures the brochure quotes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Figures {
    pub open_jobs: i64,
    pub employers: i64,
    pub categories: usize,
}

const BRAND: &str = "0.11 0.30 0.85"; // the site's brand blue, as RGB fractions
const BODY: &str = "0.2 0.25 0.33";

/// Indian digit grouping (1,00,000).
fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let (head, tail) = digits.split_at(digits.len().saturating_sub(3));
    let mut out = String::new();
    for (i, c) in head.chars().enumerate() {
        if i > 0 && (head.len() - i) % 2 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if !head.is_empty() {
        out.push(',');
    }
    out.push_str(tail);
    if n < 0 { format!("-{out}") } else { out }
}

/// "1 employer", "1,200 employers".
fn counted(n: i64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

/// The brochure as PDF bytes.
pub fn render(f: Figures, contact: &str) -> Vec<u8> {
    let mut page = Page::new(PAGE_H - 30.0);
    // A brand band across the top.
    page.raw(&format!("{BRAND} rg 0 {} {PAGE_W} 96 re f", PAGE_H - 96.0));
    page.text("KaamSetu", 26.0, true, "1 1 1");
    page.text(
        "Hire across India - for employers",
        12.0,
        false,
        "0.88 0.92 1",
    );
    page.y = PAGE_H - 96.0 - 16.0;

    page.text(
        "Find the right people, from delivery riders to developers",
        18.0,
        true,
        "0.06 0.09 0.16",
    );
    page.gap(6.0);
    page.text(
        "KaamSetu is a job board made for India. Job seekers search by role, skill, city or state \
         and apply in one tap with the resume on their profile. You post a job in \
         minutes and review every applicant in one place.",
        11.5,
        false,
        BODY,
    );
    page.gap(14.0);
    page.text("KaamSetu today", 14.0, true, BRAND);
    page.bullet(
        &format!(
            "{} on the board",
            counted(f.open_jobs, "open job", "open jobs")
        ),
        11.0,
        BRAND,
        BODY,
    );
    page.bullet(
        &format!("{} hiring", counted(f.employers, "employer", "employers")),
        11.0,
        BRAND,
        BODY,
    );
    page.bullet(
        &format!(
            "{} job categories, blue-collar and white-collar",
            f.categories
        ),
        11.0,
        BRAND,
        BODY,
    );
    page.gap(14.0);
    page.text("What you get", 14.0, true, BRAND);
    for line in [
        "Post a job with salary, openings, work mode and who may apply; edit, close or reopen it at any time.",
        "Your job is searchable within seconds of publishing, with its own page that previews when shared on messaging apps.",
        "See every applicant with their resume, move them through Applied, In Review, Accepted or Rejected, and they are told by email.",
        "A dashboard of active jobs, applicants and hires, with this week's trend.",
        "Phone numbers are masked in job descriptions, so candidates apply through KaamSetu and you keep one record.",
    ] {
        page.bullet(line, 11.0, BRAND, BODY);
    }
    page.gap(14.0);
    page.text("How to start", 14.0, true, BRAND);
    for line in [
        "1. Sign up as an employer and verify your email with the code we send.",
        "2. Complete your company profile: name, logo, location and a short description.",
        "3. Post your first job and watch the applications arrive.",
    ] {
        page.text(line, 11.5, false, BODY);
    }
    page.gap(18.0);
    page.text(
        &format!("Questions? Write to {contact}."),
        11.5,
        true,
        "0.06 0.09 0.16",
    );
    page.raw(&format!(
        "BT 0.45 0.5 0.58 rg /F1 9 Tf {MARGIN} 36 Td {} Tj ET",
        literal(
            "Figures as of the day this brochure was downloaded. KaamSetu - the job board for India."
        )
    ));
    page.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_use_indian_grouping() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(100000), "1,00,000");
        assert_eq!(grouped(12345678), "1,23,45,678");
    }

    #[test]
    fn every_cross_reference_points_at_its_object() {
        let pdf = render(
            Figures {
                open_jobs: 123456,
                employers: 42,
                categories: 43,
            },
            "support@kaamsetu.in",
        );
        let text = crate::pdf::tests::check_structure(&pdf);
        assert!(text.contains("(1,23,456 open jobs on the board)"));
    }
}
