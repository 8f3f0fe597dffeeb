//! The profile bodies of `PUT /api/users/profile` (spec §7 "Users"), parsed at the edge.
//! Absent fields keep their value; `null` or "" clears an optional one.

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use kaamsetu_search::catalog::ProfileStatus;

use crate::{
    domain::{Role, parse_name},
    error::ApiError,
    profile::ProfileFields,
};

/// Both bodies in one; fields of the other role are refused.
#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ProfileBody {
    pub name: Option<String>,
    /// Must be the account's own email: it never changes.
    pub email: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    pub avatar: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub phone: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub location: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub resume: Option<Option<String>>,
    /// A list of strings or one comma-separated string.
    #[schema(value_type = Option<Vec<String>>)]
    pub skills: Option<Value>,
    /// Languages the job seeker speaks: a list of strings or one comma-separated string (at
    /// most 10, each at most 30 characters).
    #[schema(value_type = Option<Vec<String>>)]
    pub languages: Option<Value>,
    #[schema(value_type = Option<ProfileStatus>)]
    pub status: Option<String>,
    #[schema(value_type = Option<i64>)]
    pub years_of_experience: Option<Value>,
    #[serde(default, deserialize_with = "nullable")]
    pub education_qualification: Option<Option<String>>,
    /// Read-only; accepted and ignored because the client sends it back.
    #[schema(value_type = Option<String>)]
    pub created_at: Option<Value>,
    #[serde(default, deserialize_with = "nullable")]
    pub company: Option<Option<String>>,
    pub company_name: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    pub company_desc: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub company_logo: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub company_location: Option<Option<String>>,
    #[serde(default, deserialize_with = "nullable")]
    pub industry: Option<Option<String>>,
}

/// Distinguishes an absent field (None) from an explicit null (Some(None)).
fn nullable<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

/// `opt_text` for a one-line field: tab and line breaks are refused too.
fn opt_line(v: Option<String>, max: usize, field: &str) -> Result<Option<String>, ApiError> {
    let s = opt_text(v, max, field)?;
    if s.as_deref().is_some_and(|s| s.contains(['\t', '\n', '\r'])) {
        return Err(ApiError::validation(format!("{field} must be on one line")));
    }
    Ok(s)
}

/// Trims; empty becomes None; longer than `max` is refused.
fn opt_text(v: Option<String>, max: usize, field: &str) -> Result<Option<String>, ApiError> {
    let s = v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    if let Some(s) = &s {
        if s.chars().count() > max {
            return Err(ApiError::validation(format!(
                "{field} must be at most {max} characters"
            )));
        }
        if s.chars()
            .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
        {
            return Err(ApiError::validation(format!("{field} is invalid")));
        }
    }
    Ok(s)
}

/// Parses skills from a list or a comma-separated string: trimmed, de-duplicated.
pub fn parse_skills(v: &Value) -> Result<Vec<String>, ApiError> {
    parse_list(v, "Skills", "Each skill", 50, 50)
}

/// Parses languages like skills: at most 10, each at most 30 characters on one line.
pub fn parse_languages(v: &Value) -> Result<Vec<String>, ApiError> {
    let out = parse_list(v, "Languages", "Each language", 30, 10)?;
    for l in &out {
        if l.contains(['\n', '\r', '\t']) {
            return Err(ApiError::validation("Each language must be on one line"));
        }
        crate::domain::refuse_hidden(l, "Languages")?;
    }
    Ok(out)
}

/// A list of short texts from a JSON list or one comma-separated string: trimmed, empty ones
/// dropped, de-duplicated ignoring case.
fn parse_list(
    v: &Value,
    what: &str,
    each: &str,
    max_chars: usize,
    max_items: usize,
) -> Result<Vec<String>, ApiError> {
    let raw: Vec<String> = match v {
        Value::Null => vec![],
        Value::String(s) => s.split(',').map(str::to_string).collect(),
        Value::Array(items) => items
            .iter()
            .map(|i| {
                i.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| ApiError::validation(format!("{what} must be text")))
            })
            .collect::<Result<_, _>>()?,
        _ => {
            return Err(ApiError::validation(format!(
                "{what} must be a list or a comma-separated text"
            )));
        }
    };
    let mut out: Vec<String> = Vec::new();
    for s in raw {
        let s = s.trim().to_string();
        if s.is_empty() || out.iter().any(|o| o.eq_ignore_ascii_case(&s)) {
            continue;
        }
        if s.chars().count() > max_chars {
            return Err(ApiError::validation(format!(
                "{each} must be at most {max_chars} characters"
            )));
        }
        out.push(s);
    }
    if out.len() > max_items {
        return Err(ApiError::validation(format!(
            "At most {max_items} {}",
            what.to_lowercase()
        )));
    }
    Ok(out)
}

pub(crate) fn parse_phone(v: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(s) = v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty()) else {
        return Ok(None);
    };
    let digits = s.chars().filter(char::is_ascii_digit).count();
    let allowed = s
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '+' | ' ' | '-' | '(' | ')'));
    if !allowed || !(10..=15).contains(&digits) {
        return Err(ApiError::validation("Please enter a valid phone number"));
    }
    Ok(Some(s))
}

pub(crate) fn parse_years(v: &Value) -> Result<Option<i32>, ApiError> {
    let n = match v {
        Value::Null => return Ok(None),
        Value::String(s) if s.trim().is_empty() => return Ok(None),
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok(),
        _ => None,
    };
    match n {
        Some(n) if n.fract() == 0.0 && (0.0..=80.0).contains(&n) => Ok(Some(n as i32)),
        _ => Err(ApiError::validation(
            "Years of experience must be a whole number of 0 or more",
        )),
    }
}

impl ProfileBody {
    /// Applies the body to the current profile with the rules of the account's role.
    pub fn apply(
        self,
        role: Role,
        email: &str,
        current: &ProfileFields,
    ) -> Result<ProfileFields, ApiError> {
        if let Some(e) = &self.email
            && !e.trim().eq_ignore_ascii_case(email)
        {
            return Err(ApiError::validation("Email cannot be changed"));
        }
        let foreign: &[(&str, bool)] = match role {
            Role::Admin => {
                return Err(ApiError::validation("An admin account has no profile"));
            }
            Role::Jobseeker => &[
                ("company", self.company.is_some()),
                ("companyName", self.company_name.is_some()),
                ("companyDesc", self.company_desc.is_some()),
                ("companyLogo", self.company_logo.is_some()),
                ("companyLocation", self.company_location.is_some()),
                ("industry", self.industry.is_some()),
            ],
            Role::Employer => &[
                ("resume", self.resume.is_some()),
                ("skills", self.skills.is_some()),
                ("languages", self.languages.is_some()),
                ("status", self.status.is_some()),
                ("yearsOfExperience", self.years_of_experience.is_some()),
                (
                    "educationQualification",
                    self.education_qualification.is_some(),
                ),
            ],
        };
        if let Some((field, _)) = foreign.iter().find(|(_, present)| *present) {
            return Err(ApiError::validation(format!(
                "{field} is not part of a {} profile",
                match role {
                    Role::Jobseeker => "job seeker",
                    Role::Employer | Role::Admin => "company",
                }
            )));
        }
        let mut p = current.clone();
        if let Some(n) = self.name {
            p.name = parse_name(&n, "Name")?;
        }
        let file = |v: Option<String>| v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        if let Some(v) = self.avatar {
            p.avatar = file(v);
        }
        if let Some(v) = self.phone {
            p.phone = parse_phone(v)?;
        }
        if let Some(v) = self.location {
            p.location = opt_line(v, 200, "Location")?;
        }
        if let Some(v) = self.resume {
            p.resume = file(v);
        }
        if let Some(v) = &self.skills {
            p.skills = parse_skills(v)?;
        }
        if let Some(v) = &self.languages {
            p.languages = parse_languages(v)?;
        }
        if let Some(s) = self.status {
            p.status = ProfileStatus::parse(s.trim()).ok_or_else(|| {
                ApiError::validation("Status must be intern, fresher or experienced")
            })?;
        }
        if let Some(v) = &self.years_of_experience {
            p.years_of_experience = parse_years(v)?;
        }
        if p.status != ProfileStatus::Experienced {
            p.years_of_experience = None;
        }
        if let Some(v) = self.education_qualification {
            p.education_qualification = opt_line(v, 300, "Education qualification")?;
        }
        if let Some(v) = self.company {
            p.company = opt_line(v, 100, "Company")?;
        }
        if let Some(v) = self.company_name {
            p.company_name = Some(parse_name(&v, "Company name")?);
            if p.company.is_none() {
                p.company = p.company_name.clone();
            }
        }
        if let Some(v) = self.company_desc {
            p.company_desc = opt_text(v, 5000, "Company description")?;
        }
        if let Some(v) = self.company_logo {
            p.company_logo = file(v);
        }
        if let Some(v) = self.company_location {
            p.company_location = opt_line(v, 200, "Company location")?;
        }
        if let Some(v) = self.industry {
            p.industry = opt_line(v, 100, "Industry")?;
        }
        Ok(p)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use serde_json::json;

    /// A job seeker's profile with only a name (also the fuzz tests' starting point).
    pub(crate) fn current() -> ProfileFields {
        ProfileFields {
            name: "Asha".into(),
            avatar: None,
            phone: None,
            location: None,
            resume: None,
            skills: vec![],
            languages: vec![],
            status: ProfileStatus::Fresher,
            years_of_experience: None,
            education_qualification: None,
            company: None,
            company_name: None,
            company_desc: None,
            company_logo: None,
            company_location: None,
            industry: None,
        }
    }

    fn apply(role: Role, body: Value) -> Result<ProfileFields, String> {
        let b: ProfileBody = serde_json::from_value(body).map_err(|e| e.to_string())?;
        b.apply(role, "a@b.in", &current()).map_err(|e| e.message)
    }

    #[test]
    fn skills_years_and_email() {
        let p = apply(
            Role::Jobseeker,
            json!({ "skills": " React, node.js ,react,, SQL " }),
        )
        .unwrap();
        assert_eq!(p.skills, vec!["React", "node.js", "SQL"]);
        let p = apply(Role::Jobseeker, json!({ "skills": ["Excel", " Tally "] })).unwrap();
        assert_eq!(p.skills, vec!["Excel", "Tally"]);
        let p = apply(
            Role::Jobseeker,
            json!({ "languages": "Hindi, Marathi ,hindi" }),
        )
        .unwrap();
        assert_eq!(p.languages, vec!["Hindi", "Marathi"]);
        assert_eq!(
            apply(Role::Jobseeker, json!({ "languages": ["x".repeat(31)] })).unwrap_err(),
            "Each language must be at most 30 characters"
        );
        let many: Vec<String> = (0..11).map(|i| format!("L{i}")).collect();
        assert_eq!(
            apply(Role::Jobseeker, json!({ "languages": many })).unwrap_err(),
            "At most 10 languages"
        );
        let p = apply(
            Role::Jobseeker,
            json!({ "status": "experienced", "yearsOfExperience": "4" }),
        )
        .unwrap();
        assert_eq!(p.years_of_experience, Some(4));
        let p = apply(
            Role::Jobseeker,
            json!({ "status": "fresher", "yearsOfExperience": 4 }),
        )
        .unwrap();
        assert_eq!(p.years_of_experience, None, "only kept for experienced");
        for bad in [json!(-1), json!(1.5), json!("many"), json!(1e9)] {
            assert!(
                apply(
                    Role::Jobseeker,
                    json!({ "status": "experienced", "yearsOfExperience": bad })
                )
                .is_err()
            );
        }
        assert_eq!(
            apply(Role::Jobseeker, json!({ "email": "x@y.in" })).unwrap_err(),
            "Email cannot be changed"
        );
        assert!(apply(Role::Jobseeker, json!({ "email": "A@B.in" })).is_ok());
        assert!(apply(Role::Jobseeker, json!({ "status": "ceo" })).is_err());
        assert!(apply(Role::Jobseeker, json!({ "phone": "98765 43210" })).is_ok());
        assert!(apply(Role::Jobseeker, json!({ "phone": "call me" })).is_err());
    }

    #[test]
    fn fields_of_the_other_role_are_refused() {
        assert!(
            apply(Role::Jobseeker, json!({ "companyName": "X" }))
                .unwrap_err()
                .contains("companyName")
        );
        assert!(
            apply(Role::Employer, json!({ "skills": [] }))
                .unwrap_err()
                .contains("skills")
        );
        assert!(
            apply(Role::Employer, json!({ "role": "jobseeker" }))
                .unwrap_err()
                .contains("role")
        );
        let p = apply(
            Role::Employer,
            json!({ "companyName": " Tata Steel ", "companyDesc": "", "industry": "Steel" }),
        )
        .unwrap();
        assert_eq!(
            (
                p.company_name.as_deref(),
                p.company_desc,
                p.company.as_deref()
            ),
            (Some("Tata Steel"), None, Some("Tata Steel"))
        );
        assert_eq!(
            apply(Role::Employer, json!({ "companyName": "T" })).unwrap_err(),
            "Company name must be at least 2 characters"
        );
    }
}
