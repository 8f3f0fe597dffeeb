//! The simple résumé (beyond the spec): a job seeker without a résumé file fills a short form
//! (name, phone, city, experience, skills, education, languages) and gets a clean one-page A4
//! PDF, stored like an uploaded résumé.
//!
//! The PDF uses the standard fonts (`crate::pdf`), which cannot show Indian scripts. Hindi
//! written in Devanagari is transliterated into Latin letters on the page ("राम कुमार",
//! "पुणे" print as "Ram Kumar", "Pune"); the profile keeps the text as typed. Text in any other
//! script is refused with a message naming the field, rather than printed as question marks.

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    domain::{parse_name, refuse_hidden},
    error::ApiError,
    pdf::{MARGIN, PAGE_H, PAGE_W, Page},
    profile_input::{parse_languages, parse_phone, parse_skills, parse_years},
};

/// Longest work-experience text, and most lines in it.
pub const MAX_EXPERIENCE_CHARS: usize = 500;
pub const MAX_EXPERIENCE_LINES: usize = 6;
/// Most skills on the page.
pub const MAX_SKILLS: usize = 15;
/// Longest city and education.
pub const MAX_CITY_CHARS: usize = 100;
pub const MAX_EDUCATION_CHARS: usize = 200;

/// The form of `POST /api/files/simple-resume`. Text may be English or Hindi (Devanagari).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SimpleResumeBody {
    /// 2 to 100 characters.
    pub name: String,
    /// An Indian phone number: 10 to 15 digits, with `+`, spaces, `-` or brackets.
    pub phone: String,
    /// The city the job seeker lives in or looks for work in (at most 100 characters).
    pub city: String,
    /// Whole years of work experience, 0 for none (at most 80).
    #[schema(value_type = Option<i64>)]
    pub years_of_experience: Option<Value>,
    /// What they did, where and for how long (at most 500 characters and 6 lines; each line is
    /// a bullet on the page).
    pub experience: Option<String>,
    /// A list of strings or one comma-separated string (at most 15 on the page, each at most
    /// 50 characters).
    #[schema(value_type = Option<Vec<String>>)]
    pub skills: Option<Value>,
    /// The highest education (at most 200 characters).
    pub education: Option<String>,
    /// A list of strings or one comma-separated string (at most 10, each at most 30 characters).
    #[schema(value_type = Option<Vec<String>>)]
    pub languages: Option<Value>,
}

/// The form, parsed: every field within its limits, in a script the page can show.
#[derive(Clone, Debug, PartialEq)]
pub struct SimpleResume {
    pub name: String,
    pub phone: String,
    pub city: String,
    pub years_of_experience: i32,
    pub experience: Vec<String>,
    pub skills: Vec<String>,
    pub education: Option<String>,
    pub languages: Vec<String>,
}

/// Whether the page can show `c` (directly, or once transliterated).
fn printable(c: char) -> bool {
    matches!(c,
        ' '..='~' | '\n' | '\r' | '\t'
        | '\u{a0}'..='\u{ff}'
        | '\u{0900}'..='\u{097f}'
        | '\u{200c}' | '\u{200d}'
        | '\u{2010}'..='\u{2015}'
        | '\u{2018}'..='\u{201f}'
        | '\u{2022}' | '\u{2026}' | '\u{20b9}' | '\u{2212}')
}

/// 400 when `text` holds a character of a script the page cannot show.
fn refuse_unprintable(text: &str, field: &str) -> Result<(), ApiError> {
    if text.chars().all(printable) {
        Ok(())
    } else {
        Err(ApiError::validation(format!(
            "{field} can only be written in English or Hindi letters"
        )))
    }
}

/// An optional one-line text: trimmed, empty is None, at most `max` characters.
fn one_line(v: Option<String>, max: usize, field: &str) -> Result<Option<String>, ApiError> {
    let Some(s) = v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty()) else {
        return Ok(None);
    };
    if s.chars().count() > max {
        return Err(ApiError::validation(format!(
            "{field} must be at most {max} characters"
        )));
    }
    if s.contains(['\n', '\r', '\t']) {
        return Err(ApiError::validation(format!("{field} must be on one line")));
    }
    refuse_hidden(&s, field)?;
    refuse_unprintable(&s, field)?;
    Ok(Some(s))
}

impl SimpleResumeBody {
    /// Checks every field in the form's order; the first failure is the message.
    pub fn parse(self) -> Result<SimpleResume, ApiError> {
        let name = parse_name(&self.name, "Name")?;
        refuse_unprintable(&name, "Name")?;
        if self.phone.trim().is_empty() {
            return Err(ApiError::validation("Phone number is required"));
        }
        let phone = parse_phone(Some(self.phone))?.unwrap_or_default();
        let city = one_line(Some(self.city), MAX_CITY_CHARS, "City")?
            .ok_or_else(|| ApiError::validation("City is required"))?;
        if city.chars().count() < 2 {
            return Err(ApiError::validation("City must be at least 2 characters"));
        }
        let years_of_experience = match &self.years_of_experience {
            None => 0,
            Some(v) => parse_years(v)?.unwrap_or(0),
        };
        let experience_text = self.experience.unwrap_or_default();
        let experience_text = experience_text.trim();
        if experience_text.chars().count() > MAX_EXPERIENCE_CHARS {
            return Err(ApiError::validation(format!(
                "Work experience must be at most {MAX_EXPERIENCE_CHARS} characters"
            )));
        }
        refuse_unprintable(experience_text, "Work experience")?;
        let experience: Vec<String> = experience_text
            .lines()
            .map(|l| crate::domain::strip_hidden(l.trim()))
            .filter(|l| !l.is_empty())
            .collect();
        if experience.len() > MAX_EXPERIENCE_LINES {
            return Err(ApiError::validation(format!(
                "Work experience must be at most {MAX_EXPERIENCE_LINES} lines"
            )));
        }
        let skills = match &self.skills {
            Some(v) => parse_skills(v)?,
            None => vec![],
        };
        if skills.len() > MAX_SKILLS {
            return Err(ApiError::validation(format!(
                "At most {MAX_SKILLS} skills fit on the resume"
            )));
        }
        for s in &skills {
            refuse_hidden(s, "Skills")?;
            refuse_unprintable(s, "Skills")?;
        }
        let education = one_line(self.education, MAX_EDUCATION_CHARS, "Education")?;
        let languages = match &self.languages {
            Some(v) => parse_languages(v)?,
            None => vec![],
        };
        for l in &languages {
            refuse_unprintable(l, "Languages")?;
        }
        Ok(SimpleResume {
            name,
            phone,
            city,
            years_of_experience,
            experience,
            skills,
            education,
            languages,
        })
    }
}

// --- Hindi in Latin letters ---------------------------------------------------------------------

const NUKTA: char = '\u{093c}';
const VIRAMA: char = '\u{094d}';

/// A Devanagari consonant's Latin letters (Hindi as it is usually written in English).
fn consonant(c: char) -> Option<&'static str> {
    Some(match c {
        'क' => "k",
        'ख' => "kh",
        'ग' => "g",
        'घ' => "gh",
        'ङ' => "n",
        'च' => "ch",
        'छ' => "chh",
        'ज' => "j",
        'झ' => "jh",
        'ञ' => "n",
        'ट' => "t",
        'ठ' => "th",
        'ड' => "d",
        'ढ' => "dh",
        'ण' => "n",
        'त' => "t",
        'थ' => "th",
        'द' => "d",
        'ध' => "dh",
        'न' | 'ऩ' => "n",
        'प' => "p",
        'फ' => "ph",
        'ब' => "b",
        'भ' => "bh",
        'म' => "m",
        'य' => "y",
        'र' | 'ऱ' => "r",
        'ल' | 'ळ' | 'ऴ' => "l",
        'व' => "v",
        'श' | 'ष' => "sh",
        'स' => "s",
        'ह' => "h",
        '\u{0958}' => "q",
        '\u{0959}' => "kh",
        '\u{095a}' => "gh",
        '\u{095b}' => "z",
        '\u{095c}' => "r",
        '\u{095d}' => "rh",
        '\u{095e}' => "f",
        '\u{095f}' => "y",
        _ => return None,
    })
}

/// A consonant followed by the nukta sign (ज + ़ = ज़).
fn with_nukta(c: char) -> Option<&'static str> {
    Some(match c {
        'क' => "q",
        'ख' => "kh",
        'ग' => "gh",
        'ज' => "z",
        'ड' => "r",
        'ढ' => "rh",
        'फ' => "f",
        'य' => "y",
        _ => return None,
    })
}

/// A vowel sign (matra) after a consonant.
fn vowel_sign(c: char) -> Option<&'static str> {
    Some(match c {
        'ा' => "a",
        'ि' | 'ी' => "i",
        'ु' | 'ू' => "u",
        'ृ' | 'ॄ' => "ri",
        'ॅ' | 'ॆ' | 'े' => "e",
        'ै' => "ai",
        'ॉ' | 'ॊ' | 'ो' => "o",
        'ौ' => "au",
        _ => return None,
    })
}

/// A vowel written on its own.
fn vowel(c: char) -> Option<&'static str> {
    Some(match c {
        'अ' | 'आ' | 'ऄ' => "a",
        'इ' | 'ई' => "i",
        'उ' | 'ऊ' => "u",
        'ऋ' | 'ॠ' => "ri",
        'ऌ' | 'ॡ' => "li",
        'ऍ' | 'ऎ' | 'ए' => "e",
        'ऐ' => "ai",
        'ऑ' | 'ऒ' | 'ओ' => "o",
        'औ' => "au",
        'ॐ' => "om",
        _ => return None,
    })
}

/// Anything else, for the page: Devanagari digits and danda, and the typographic signs the form
/// accepts, in the standard fonts' letters; other Devanagari signs are dropped.
fn other(c: char, out: &mut String) {
    match c {
        '०'..='९' => out.push(char::from(b'0' + (c as u32 - '०' as u32) as u8)),
        '।' | '॥' | '॰' => out.push('.'),
        '\u{0900}'..='\u{097f}' | '\u{200c}' | '\u{200d}' => {}
        '\u{20b9}' => out.push_str("Rs."),
        '\u{2026}' => out.push_str("..."),
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{2022}' => out.push('-'),
        '\u{2018}'..='\u{201b}' => out.push('\''),
        '\u{201c}'..='\u{201f}' => out.push('"'),
        _ => out.push(c),
    }
}

/// One word of Hindi in Latin letters: a consonant carries the vowel "a" unless a vowel sign or
/// a virama follows, and a word's last consonant drops it ("राम" is "Ram", not "Rama").
fn transliterate_word(word: &str) -> String {
    let chars: Vec<char> = word.chars().collect();
    let mut out = String::new();
    // A consonant was written and still carries its own vowel "a" (not written yet).
    let mut pending = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(mut latin) = consonant(c) {
            if pending {
                out.push('a');
            }
            if chars.get(i + 1) == Some(&NUKTA) {
                latin = with_nukta(c).unwrap_or(latin);
                i += 1;
            }
            out.push_str(latin);
            pending = true;
        } else if let Some(latin) = vowel_sign(c) {
            out.push_str(latin);
            pending = false;
        } else if c == VIRAMA {
            pending = false;
        } else if matches!(c, 'ं' | 'ँ') {
            if pending {
                out.push('a');
                pending = false;
            }
            let labial = chars
                .get(i + 1)
                .and_then(|n| consonant(*n))
                .is_some_and(|n| n.starts_with(['p', 'b', 'm']));
            out.push(if labial { 'm' } else { 'n' });
        } else if c == 'ः' {
            if pending {
                out.push('a');
                pending = false;
            }
            out.push('h');
        } else if let Some(latin) = vowel(c) {
            if pending {
                out.push('a');
                pending = false;
            }
            out.push_str(latin);
        } else {
            if pending && !has_vowel(&out) {
                out.push('a');
            }
            pending = false;
            other(c, &mut out);
        }
        i += 1;
    }
    // A lone consonant ("क") keeps its vowel; a longer word drops the last one.
    if pending && !has_vowel(&out) {
        out.push('a');
    }
    let mut letters = out.chars();
    match letters.next() {
        Some(first) if first.is_ascii_lowercase() => {
            first.to_ascii_uppercase().to_string() + letters.as_str()
        }
        _ => out,
    }
}

fn has_vowel(s: &str) -> bool {
    s.chars().any(|c| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u'))
}

/// `text` as the page prints it: Devanagari words transliterated, the form's typographic signs
/// in plain letters, spacing kept.
pub fn latin(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.chars().any(|c| ('\u{0900}'..='\u{097f}').contains(&c)) {
            out.push_str(&transliterate_word(word));
        } else {
            for c in word.chars() {
                other(c, out);
            }
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

// --- The page ----------------------------------------------------------------------------------

const BRAND: &str = "0.11 0.30 0.85";
const INK: &str = "0.06 0.09 0.16";
const BODY: &str = "0.2 0.25 0.33";
const MUTED: &str = "0.39 0.45 0.55";
const LINE: &str = "0.82 0.85 0.9";

/// "Fresher", "1 year", "3 years".
fn years_text(years: i32) -> String {
    match years {
        0 => "Fresher (no work experience yet)".to_string(),
        1 => "1 year of work experience".to_string(),
        n => format!("{n} years of work experience"),
    }
}

/// The résumé as a one-page A4 PDF, or `None` when it would not fit on one page even in the
/// smallest type (the form's limits keep that from happening).
pub fn render(r: &SimpleResume, email: &str) -> Option<Vec<u8>> {
    // A long résumé is set a little smaller rather than cut.
    [1.0, 0.9, 0.8, 0.7]
        .into_iter()
        .find_map(|scale| render_at(r, email, scale))
}

fn render_at(r: &SimpleResume, email: &str, scale: f32) -> Option<Vec<u8>> {
    let pt = |size: f32| size * scale;
    let mut page = Page::new(PAGE_H - MARGIN + 8.0);
    // A thin brand band along the top edge.
    page.raw(&format!("{BRAND} rg 0 {} {PAGE_W} 10 re f", PAGE_H - 10.0));
    page.text(&latin(&r.name), pt(24.0), true, INK);
    page.gap(pt(4.0));
    let contact = [
        format!("Phone: {}", r.phone),
        format!("City: {}", latin(&r.city)),
        format!("Email: {email}"),
    ]
    .join("   |   ");
    page.text(&contact, pt(10.5), false, MUTED);
    page.rule(pt(12.0), LINE);
    page.gap(pt(6.0));

    let heading = |page: &mut Page, title: &str| {
        page.gap(pt(10.0));
        page.text(title, pt(13.0), true, BRAND);
        page.gap(pt(2.0));
    };
    heading(&mut page, "Experience");
    page.text(&years_text(r.years_of_experience), pt(11.5), true, INK);
    for line in &r.experience {
        page.bullet(&latin(line), pt(11.0), BRAND, BODY);
    }
    if !r.skills.is_empty() {
        heading(&mut page, "Skills");
        let skills: Vec<String> = r.skills.iter().map(|s| latin(s)).collect();
        page.text(&skills.join(" \u{b7} "), pt(11.5), false, BODY);
    }
    if let Some(education) = &r.education {
        heading(&mut page, "Education");
        page.text(&latin(education), pt(11.5), false, BODY);
    }
    if !r.languages.is_empty() {
        heading(&mut page, "Languages");
        // "Hindi" and "हिंदी" print alike: once is enough.
        let mut languages: Vec<String> = Vec::new();
        for l in r.languages.iter().map(|s| latin(s)) {
            if !languages.iter().any(|x| x.eq_ignore_ascii_case(&l)) {
                languages.push(l);
            }
        }
        page.text(&languages.join(" \u{b7} "), pt(11.5), false, BODY);
    }
    if page.overflowed {
        return None;
    }
    page.raw(&format!(
        "BT {MUTED} rg /F1 8.5 Tf {MARGIN} 30 Td {} Tj ET",
        crate::pdf::literal("Resume made with KaamSetu - the job board for India.")
    ));
    Some(page.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn body(v: Value) -> Result<SimpleResume, String> {
        let b: SimpleResumeBody = serde_json::from_value(v).map_err(|e| e.to_string())?;
        b.parse().map_err(|e| e.message)
    }

    fn full() -> Value {
        json!({ "name": "Ramesh Kumar", "phone": "98765 43210", "city": "Pune",
            "yearsOfExperience": 3, "experience": "Delivery rider, Swiggy, 2 years\nLoader, DMart",
            "skills": "Driving, Two-wheeler licence", "education": "12th pass",
            "languages": ["Hindi", "Marathi"] })
    }

    #[test]
    fn hindi_reads_in_latin_letters() {
        assert_eq!(latin("राम कुमार"), "Ram Kumar");
        assert_eq!(latin("सुनील कुमार शर्मा"), "Sunil Kumar Sharma");
        assert_eq!(latin("पुणे"), "Pune");
        assert_eq!(latin("मुंबई"), "Mumbai");
        assert_eq!(latin("दिल्ली"), "Dilli");
        assert_eq!(latin("हिंदी, मराठी"), "Hindi, Marathi");
        assert_eq!(latin("ड्राइवर"), "Draivar");
        assert_eq!(latin("अंग्रेज़ी"), "Angrezi");
        assert_eq!(latin("कमल"), "Kamal");
        assert_eq!(latin("क"), "Ka");
        assert_eq!(latin("१२वीं पास"), "12vin Pas");
        assert_eq!(latin("₹15,000 — “ok”"), "Rs.15,000 - \"ok\"");
        assert_eq!(latin("Pune (MH)"), "Pune (MH)");
        assert!(latin("कोई भी हिंदी पाठ। ॐ").is_ascii());
    }

    #[test]
    fn the_form_is_checked_in_order_with_clear_messages() {
        let ok = body(full()).unwrap();
        assert_eq!(ok.experience.len(), 2);
        assert_eq!(ok.skills, vec!["Driving", "Two-wheeler licence"]);
        let with = |k: &str, v: Value| {
            let mut b = full();
            b[k] = v;
            body(b)
        };
        assert_eq!(with("name", json!(" ")).unwrap_err(), "Name is required");
        assert_eq!(
            with("name", json!("R")).unwrap_err(),
            "Name must be at least 2 characters"
        );
        assert_eq!(
            with("phone", json!("")).unwrap_err(),
            "Phone number is required"
        );
        assert_eq!(
            with("phone", json!("12345")).unwrap_err(),
            "Please enter a valid phone number"
        );
        assert_eq!(with("city", json!("")).unwrap_err(), "City is required");
        assert_eq!(
            with("city", json!("x".repeat(101))).unwrap_err(),
            "City must be at most 100 characters"
        );
        assert_eq!(
            with("yearsOfExperience", json!(-1)).unwrap_err(),
            "Years of experience must be a whole number of 0 or more"
        );
        assert_eq!(
            with("experience", json!("x".repeat(501))).unwrap_err(),
            "Work experience must be at most 500 characters"
        );
        assert_eq!(
            with("experience", json!("a\nb\nc\nd\ne\nf\ng")).unwrap_err(),
            "Work experience must be at most 6 lines"
        );
        let skills: Vec<String> = (0..16).map(|i| format!("Skill {i}")).collect();
        assert_eq!(
            with("skills", json!(skills)).unwrap_err(),
            "At most 15 skills fit on the resume"
        );
        assert_eq!(
            with("education", json!("x".repeat(201))).unwrap_err(),
            "Education must be at most 200 characters"
        );
        assert_eq!(
            with("languages", json!("x".repeat(31))).unwrap_err(),
            "Each language must be at most 30 characters"
        );
        assert_eq!(
            with("city", json!("சென்னை")).unwrap_err(),
            "City can only be written in English or Hindi letters"
        );
        assert_eq!(
            with("skills", json!(["Cooking 🍳"])).unwrap_err(),
            "Skills can only be written in English or Hindi letters"
        );
        assert!(
            with("name", json!("Ram\u{202e}esh"))
                .unwrap_err()
                .contains("invisible")
        );
        assert!(
            body(json!({ "name": "Ramesh", "phone": "9876543210", "city": "Pune", "role": "x" }))
                .unwrap_err()
                .contains("unknown field `role`")
        );
        // Only name, phone and city are needed.
        let least =
            body(json!({ "name": "Ramesh", "phone": "9876543210", "city": "Pune" })).unwrap();
        assert_eq!(least.years_of_experience, 0);
    }

    #[test]
    fn the_page_is_a_valid_pdf_and_passes_the_resume_checks() {
        let r = body(full()).unwrap();
        let pdf = render(&r, "ramesh@example.in").expect("fits");
        let text = crate::pdf::tests::check_structure(&pdf);
        assert!(text.contains("(Ramesh Kumar)"));
        assert!(text.contains("(Driving \\267 Two-wheeler licence)"));
        assert!(text.contains("(3 years of work experience)"));

        // Hindi prints in Latin letters, markup is only text.
        let mut hindi = full();
        hindi["name"] = json!("राम कुमार");
        hindi["city"] = json!("<html> पुणे");
        let pdf = render(&body(hindi).unwrap(), "r@example.in").expect("fits");
        let text = crate::pdf::tests::check_structure(&pdf);
        assert!(text.contains("(Ram Kumar)"));
        assert!(text.contains("City: \\074html\\076 Pune"));
    }

    #[test]
    fn the_longest_form_still_fits_on_one_page() {
        let line = "w".repeat(80);
        let r = SimpleResume {
            name: "N".repeat(100),
            phone: "+91 98765 43210".into(),
            city: "C".repeat(100),
            years_of_experience: 40,
            experience: vec![line; 6],
            skills: (0..15).map(|i| format!("{i}{}", "s".repeat(48))).collect(),
            education: Some("e".repeat(200)),
            languages: (0..10).map(|i| format!("{i}{}", "l".repeat(29))).collect(),
        };
        let pdf = render(&r, &format!("{}@example.in", "a".repeat(60))).expect("fits");
        crate::pdf::tests::check_structure(&pdf);
    }
}
