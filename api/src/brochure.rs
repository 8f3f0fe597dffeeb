//! The employer brochure (home page, spec §1): a one-page PDF written from our own words and
//! today's catalogue figures. Hand-written PDF 1.4 with the standard Helvetica fonts (nothing
//! embedded, no dependency): a few kilobytes that every PDF reader opens.

use std::fmt::Write as _;

/// Today's figures the brochure quotes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Figures {
    pub open_jobs: i64,
    pub employers: i64,
    pub categories: usize,
}

/// Widths of Helvetica's printable ASCII glyphs (32..=126) in thousandths of the font size
/// (Adobe's Helvetica AFM), for wrapping lines.
const HELVETICA: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const PAGE_W: f32 = 595.0; // A4 in points
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 56.0;
const BRAND: &str = "0.11 0.30 0.85"; // the site's brand blue, as RGB fractions

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

/// The width of `text` in points at `size` (bold is about a tenth wider).
fn width(text: &str, size: f32, bold: bool) -> f32 {
    let units: u32 = text
        .chars()
        .map(|c| match c as u32 {
            32..=126 => u32::from(HELVETICA[c as usize - 32]),
            _ => 556,
        })
        .sum();
    let w = units as f32 * size / 1000.0;
    if bold { w * 1.1 } else { w }
}

/// `text` broken into lines no wider than `max` points.
fn wrap(text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&candidate, size, bold) > max && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A PDF string literal: printable ASCII kept, the three specials escaped, anything else
/// (the standard fonts have no Indic or rupee glyphs) replaced.
fn literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('(');
    for c in text.chars() {
        match c {
            '(' | ')' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            '\u{2014}' | '\u{2013}' => out.push('-'),
            _ => out.push('?'),
        }
    }
    out.push(')');
    out
}

/// The page's drawing operators, laid out top to bottom.
struct Page {
    ops: String,
    y: f32,
}

impl Page {
    fn text(&mut self, text: &str, size: f32, bold: bool, color: &str) {
        let font = if bold { "F2" } else { "F1" };
        for line in wrap(text, size, bold, PAGE_W - 2.0 * MARGIN) {
            self.y -= size * 1.35;
            let _ = writeln!(
                self.ops,
                "BT {color} rg /{font} {size} Tf {MARGIN} {:.1} Td {} Tj ET",
                self.y,
                literal(&line)
            );
        }
    }

    fn gap(&mut self, points: f32) {
        self.y -= points;
    }

    fn bullet(&mut self, text: &str) {
        let size = 11.0;
        let indent = 16.0;
        for (i, line) in wrap(text, size, false, PAGE_W - 2.0 * MARGIN - indent)
            .into_iter()
            .enumerate()
        {
            self.y -= size * 1.4;
            if i == 0 {
                let _ = writeln!(
                    self.ops,
                    "BT {BRAND} rg /F2 {size} Tf {MARGIN} {:.1} Td (-) Tj ET",
                    self.y
                );
            }
            let _ = writeln!(
                self.ops,
                "BT 0.2 0.25 0.33 rg /F1 {size} Tf {} {:.1} Td {} Tj ET",
                MARGIN + indent,
                self.y,
                literal(&line)
            );
        }
    }
}

/// The brochure as PDF bytes.
pub fn render(f: Figures, contact: &str) -> Vec<u8> {
    let mut page = Page {
        ops: String::new(),
        y: PAGE_H - MARGIN + 10.0,
    };
    // A brand band across the top.
    let _ = writeln!(page.ops, "{BRAND} rg 0 {} {PAGE_W} 96 re f", PAGE_H - 96.0);
    page.y = PAGE_H - 30.0;
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
        "0.2 0.25 0.33",
    );
    page.gap(14.0);
    page.text("KaamSetu today", 14.0, true, BRAND);
    page.bullet(&format!(
        "{} on the board",
        counted(f.open_jobs, "open job", "open jobs")
    ));
    page.bullet(&format!(
        "{} hiring",
        counted(f.employers, "employer", "employers")
    ));
    page.bullet(&format!(
        "{} job categories, blue-collar and white-collar",
        f.categories
    ));
    page.gap(14.0);
    page.text("What you get", 14.0, true, BRAND);
    for line in [
        "Post a job with salary, openings, work mode and who may apply; edit, close or reopen it at any time.",
        "Your job is searchable within seconds of publishing, with its own page that previews when shared on messaging apps.",
        "See every applicant with their resume, move them through Applied, In Review, Accepted or Rejected, and they are told by email.",
        "A dashboard of active jobs, applicants and hires, with this week's trend.",
        "Phone numbers are masked in job descriptions, so candidates apply through KaamSetu and you keep one record.",
    ] {
        page.bullet(line);
    }
    page.gap(14.0);
    page.text("How to start", 14.0, true, BRAND);
    for line in [
        "1. Sign up as an employer and verify your email with the code we send.",
        "2. Complete your company profile: name, logo, location and a short description.",
        "3. Post your first job and watch the applications arrive.",
    ] {
        page.text(line, 11.5, false, "0.2 0.25 0.33");
    }
    page.gap(18.0);
    page.text(
        &format!("Questions? Write to {contact}."),
        11.5,
        true,
        "0.06 0.09 0.16",
    );
    let _ = writeln!(
        page.ops,
        "BT 0.45 0.5 0.58 rg /F1 9 Tf {MARGIN} 36 Td {} Tj ET",
        literal(
            "Figures as of the day this brochure was downloaded. KaamSetu - the job board for India."
        )
    );
    document(&page.ops)
}

/// A one-page PDF around a content stream: catalog, pages, page, two fonts, the stream, and a
/// cross-reference table with each object's byte offset.
fn document(content: &str) -> Vec<u8> {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] \
             /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>"
        ),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
            .to_string(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"
            .to_string(),
        format!(
            "<< /Length {} >>\nstream\n{content}\nendstream",
            content.len()
        ),
    ];
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        let _ = write!(out, "{} 0 obj\n{body}\nendobj\n", i + 1);
    }
    let xref = out.len();
    let _ = write!(out, "xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for o in offsets {
        let _ = writeln!(out, "{o:010} 00000 n ");
    }
    let _ = write!(
        out,
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    );
    out.into_bytes()
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
    fn lines_wrap_within_the_page() {
        let long = "word ".repeat(200);
        let lines = wrap(&long, 11.5, false, 483.0);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|l| width(l, 11.5, false) <= 483.0));
    }

    #[test]
    fn strings_are_escaped_and_kept_ascii() {
        assert_eq!(literal("a (b) \\ c"), "(a \\(b\\) \\\\ c)");
        assert_eq!(literal("₹500 — नौकरी"), "(?500 - ?????)");
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
        let text = String::from_utf8(pdf).expect("ASCII");
        assert!(text.starts_with("%PDF-1.4\n") && text.ends_with("%%EOF\n"));
        assert!(text.contains("(1,23,456 open jobs on the board)"));
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .expect("startxref");
        assert!(text[start..].starts_with("xref\n0 7\n"));
        let entries: Vec<usize> = text[start..]
            .lines()
            .skip(3)
            .take(6)
            .map(|l| l[..10].parse().expect("offset"))
            .collect();
        for (i, offset) in entries.into_iter().enumerate() {
            assert!(
                text[offset..].starts_with(&format!("{} 0 obj\n", i + 1)),
                "object {}",
                i + 1
            );
        }
        let length: usize = text
            .split("/Length ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("length");
        let start = text.find(">>\nstream\n").expect("stream") + ">>\nstream\n".len();
        assert!(text[start + length..].starts_with("\nendstream"));
    }
}
