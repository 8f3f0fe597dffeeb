//! Input types parsed at the edge; the messages are the spec's (§5), word for word.

pub use kaamsetu_search::catalog::Role;

use crate::error::ApiError;

/// The login page of a role.
pub fn login_path(role: Role) -> &'static str {
    match role {
        Role::Jobseeker => "/login/jobseeker",
        Role::Employer => "/login/employer",
        Role::Admin => "/login/admin",
    }
}

/// A lowercased, trimmed, plausible email address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// Parses with the sign-up messages.
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        Self::parse_with(raw, "Email address is invalid")
    }

    /// Parses with a caller-chosen "invalid" message (the reset dialog says it differently).
    pub fn parse_with(raw: &str, invalid: &str) -> Result<Self, ApiError> {
        let s = raw.trim().to_lowercase();
        if s.is_empty() {
            return Err(ApiError::validation("Email is required"));
        }
        if !is_plausible_email(&s) {
            return Err(ApiError::validation(invalid));
        }
        Ok(Self(s))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn is_plausible_email(s: &str) -> bool {
    if s.len() > 254 || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    !local.is_empty()
        && local.len() <= 64
        && !local.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
        && domain
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '.')
}

/// Upper bound on any password we hash, so hashing cannot be used to burn CPU.
pub const MAX_PASSWORD_LEN: usize = 128;
const SPECIALS: &str = "!@#$%^&*(),.?\":{}|<>";

/// A password that meets the sign-up rules.
#[derive(Clone)]
pub struct NewPassword(String);

impl NewPassword {
    /// Sign-up rules (spec §5 "Sign-up"), first failure wins.
    pub fn parse_signup(raw: &str) -> Result<Self, ApiError> {
        if raw.is_empty() {
            return Err(ApiError::validation("Password is required"));
        }
        if raw.chars().count() < 8 {
            return Err(ApiError::validation(
                "Password must be at least 8 characters long",
            ));
        }
        if raw.chars().count() > MAX_PASSWORD_LEN {
            return Err(ApiError::validation(format!(
                "Password must be at most {MAX_PASSWORD_LEN} characters long"
            )));
        }
        if !raw.chars().any(|c| c.is_uppercase()) {
            return Err(ApiError::validation(
                "Password must contain at least one uppercase letter",
            ));
        }
        if !raw.chars().any(|c| c.is_lowercase()) {
            return Err(ApiError::validation(
                "Password must contain at least one lowercase letter",
            ));
        }
        if !raw.chars().any(|c| c.is_ascii_digit()) {
            return Err(ApiError::validation(
                "Password must contain at least one number",
            ));
        }
        if !raw.chars().any(|c| SPECIALS.contains(c)) {
            return Err(ApiError::validation(
                "Password must contain at least one special character",
            ));
        }
        Ok(Self(raw.to_string()))
    }

    /// Reset rules (spec §5 "Forgot password dialog" and "Reset migrated password").
    pub fn parse_reset(raw: &str) -> Result<Self, ApiError> {
        if raw.is_empty() {
            return Err(ApiError::validation("Password is required"));
        }
        let n = raw.chars().count();
        if !(8..=20).contains(&n) {
            return Err(ApiError::validation(
                "Password must be 8–20 characters long",
            ));
        }
        if !raw.chars().any(|c| c.is_uppercase()) {
            return Err(ApiError::validation(
                "Password must contain at least one uppercase letter",
            ));
        }
        if !raw.chars().any(|c| c.is_ascii_punctuation()) {
            return Err(ApiError::validation(
                "Password must contain at least one special character",
            ));
        }
        Ok(Self(raw.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Checks a confirmation field the way the forms do.
pub fn check_confirm(password: &str, confirm: Option<&str>) -> Result<(), ApiError> {
    match confirm {
        None => Ok(()),
        Some("") => Err(ApiError::validation("Please confirm your password")),
        Some(c) if c != password => Err(ApiError::validation("Passwords do not match")),
        Some(_) => Ok(()),
    }
}

/// The first character of `s` that is invisible or turns the text's direction: bidirectional
/// controls (U+202E shows "exe.txt" as "txt.exe"), zero-width spaces and joiners, word
/// joiners, byte-order marks, soft hyphens and blank fillers. Zero-width (non-)joiners right
/// after a letter or sign of a non-Latin script are kept: Devanagari, Malayalam and the other
/// Indian scripts need them (half forms, chillu letters).
pub fn hidden_char(s: &str) -> Option<char> {
    let mut prev = None;
    s.chars().find(|&c| {
        let hidden = is_hidden(c, prev);
        prev = Some(c);
        hidden
    })
}

/// `s` without its [`hidden_char`]s.
pub fn strip_hidden(s: &str) -> String {
    let mut prev = None;
    s.chars()
        .filter(|&c| {
            let keep = !is_hidden(c, prev);
            prev = Some(c);
            keep
        })
        .collect()
}

fn is_hidden(c: char, prev: Option<char>) -> bool {
    match c {
        '\u{200C}' | '\u{200D}' => {
            !prev.is_some_and(|p| (!p.is_ascii() && p.is_alphanumeric()) || is_mark(p))
        }
        '\u{00AD}'
        | '\u{061C}'
        | '\u{115F}'
        | '\u{1160}'
        | '\u{180E}'
        | '\u{200B}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{206A}'..='\u{206F}'
        | '\u{3164}'
        | '\u{FEFF}'
        | '\u{FFA0}' => true,
        _ => false,
    }
}

/// Combining marks of the Indian scripts (vowel signs, viramas), which sit beside a joiner.
fn is_mark(c: char) -> bool {
    ('\u{0900}'..='\u{0DFF}').contains(&c) && !c.is_alphanumeric()
}

/// 400 when a one-line field holds a [`hidden_char`].
pub fn refuse_hidden(s: &str, field: &str) -> Result<(), ApiError> {
    match hidden_char(s) {
        Some(c) => Err(ApiError::validation(format!(
            "{field} contains an invisible or direction-changing character (U+{:04X}), which is not allowed",
            c as u32
        ))),
        None => Ok(()),
    }
}

/// A person's or company's name: trimmed, 2 to 100 characters.
pub fn parse_name(raw: &str, field: &str) -> Result<String, ApiError> {
    let s = raw.trim();
    if s.is_empty() {
        return Err(ApiError::validation(format!("{field} is required")));
    }
    let n = s.chars().count();
    if n < 2 {
        return Err(ApiError::validation(format!(
            "{field} must be at least 2 characters"
        )));
    }
    if n > 100 {
        return Err(ApiError::validation(format!(
            "{field} must be at most 100 characters"
        )));
    }
    if s.chars().any(char::is_control) {
        return Err(ApiError::validation(format!("{field} is invalid")));
    }
    refuse_hidden(s, field)?;
    Ok(s.to_string())
}

/// A 6-digit code as typed; anything else is refused before touching the database.
pub fn parse_code(raw: &str) -> Result<String, ApiError> {
    let s = raw.trim();
    if s.len() == 6 && s.bytes().all(|b| b.is_ascii_digit()) {
        Ok(s.to_string())
    } else {
        Err(ApiError::validation(
            "Please enter a valid 6-digit verification code",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg<T>(r: Result<T, ApiError>) -> String {
        match r {
            Ok(_) => "ok".into(),
            Err(e) => e.message,
        }
    }

    #[test]
    fn email_rules_in_order() {
        assert_eq!(msg(Email::parse("  ")), "Email is required");
        assert_eq!(msg(Email::parse("no-at-sign")), "Email address is invalid");
        assert_eq!(msg(Email::parse("a@b")), "Email address is invalid");
        assert_eq!(msg(Email::parse("a@@b.in")), "Email address is invalid");
        assert_eq!(msg(Email::parse("a b@c.in")), "Email address is invalid");
        assert_eq!(
            Email::parse(" Asha.K@Example.IN ").unwrap().as_str(),
            "asha.k@example.in"
        );
    }

    #[test]
    fn signup_password_rules_in_order() {
        assert_eq!(msg(NewPassword::parse_signup("")), "Password is required");
        assert_eq!(
            msg(NewPassword::parse_signup("Ab1!")),
            "Password must be at least 8 characters long"
        );
        assert_eq!(
            msg(NewPassword::parse_signup("abcdefg1!")),
            "Password must contain at least one uppercase letter"
        );
        assert_eq!(
            msg(NewPassword::parse_signup("ABCDEFG1!")),
            "Password must contain at least one lowercase letter"
        );
        assert_eq!(
            msg(NewPassword::parse_signup("Abcdefgh!")),
            "Password must contain at least one number"
        );
        assert_eq!(
            msg(NewPassword::parse_signup("Abcdefgh1")),
            "Password must contain at least one special character"
        );
        assert_eq!(msg(NewPassword::parse_signup("Abcdefg1!")), "ok");
        let long = format!("Aa1!{}", "x".repeat(200));
        assert_eq!(
            msg(NewPassword::parse_signup(&long)),
            "Password must be at most 128 characters long"
        );
    }

    #[test]
    fn reset_password_rules_in_order() {
        assert_eq!(
            msg(NewPassword::parse_reset("Ab!")),
            "Password must be 8–20 characters long"
        );
        assert_eq!(
            msg(NewPassword::parse_reset("Abcdefghijklmnopqrstu!")),
            "Password must be 8–20 characters long"
        );
        assert_eq!(
            msg(NewPassword::parse_reset("abcdefgh!")),
            "Password must contain at least one uppercase letter"
        );
        assert_eq!(
            msg(NewPassword::parse_reset("Abcdefgh")),
            "Password must contain at least one special character"
        );
        assert_eq!(msg(NewPassword::parse_reset("Abcdefg_")), "ok");
    }

    #[test]
    fn hidden_characters_are_found_but_indian_joiners_kept() {
        assert_eq!(hidden_char("Driver\u{202E}revird"), Some('\u{202E}'));
        assert_eq!(hidden_char("Dri\u{200B}ver"), Some('\u{200B}'));
        assert_eq!(hidden_char("Dri\u{200D}ver"), Some('\u{200D}'));
        assert_eq!(hidden_char("\u{200C}"), Some('\u{200C}'));
        assert_eq!(hidden_char("\u{FEFF}Acme"), Some('\u{FEFF}'));
        // क्‍ष (ka, virama, ZWJ, ssa) and the Malayalam chillu keep their joiners.
        assert_eq!(hidden_char("\u{0915}\u{094D}\u{200D}\u{0937}"), None);
        assert_eq!(hidden_char("\u{0D28}\u{0D4D}\u{200D}"), None);
        assert_eq!(hidden_char("ड्राइवर नौकरी"), None);
        assert_eq!(hidden_char("Café Coffee Day"), None);
        assert!(refuse_hidden("A\u{2066}B", "Job title").is_err());
    }

    #[test]
    fn names_and_codes() {
        assert_eq!(msg(parse_name(" ", "Name")), "Name is required");
        assert_eq!(
            msg(parse_name(" A ", "Name")),
            "Name must be at least 2 characters"
        );
        assert_eq!(
            msg(parse_name("X", "Company name")),
            "Company name must be at least 2 characters"
        );
        assert_eq!(parse_name("  Asha K ", "Name").unwrap(), "Asha K");
        assert!(parse_code("123456").is_ok());
        for bad in ["12345", "1234567", "12345a", "", "١٢٣٤٥٦"] {
            assert!(parse_code(bad).is_err(), "{bad}");
        }
        assert_eq!(
            check_confirm("a", Some("b")).unwrap_err().message,
            "Passwords do not match"
        );
        assert_eq!(
            check_confirm("a", Some("")).unwrap_err().message,
            "Please confirm your password"
        );
    }
}
