//! The job form (spec §5 "Job form"), parsed at the edge: every rule in the spec's order with
//! its message, phone numbers masked, enums exactly as the spec spells them.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::ApiError;

use kaamsetu_search::catalog::{
    Catalogue, Category, Gender, IndianState, JobType, SalaryFrequency, WorkMode, YesNo,
};

/// Largest salary accepted (₹100 crore a year): beyond it is a typo, not a salary.
pub const MAX_SALARY: i64 = 1_000_000_000;
pub const MAX_OPEN_POSITIONS: i64 = 100_000;

/// The job form as sent (create and update). Numbers may arrive as numbers or numeric strings,
/// as HTML forms send them.
#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct JobBody {
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<IndianState>)]
    pub state: Option<String>,
    #[serde(default)]
    pub location: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<Category>)]
    pub category: Option<String>,
    #[serde(default, rename = "type")]
    #[schema(value_type = Option<JobType>)]
    pub job_type: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<WorkMode>)]
    pub work_mode: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub requirements: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<i64>)]
    pub salary_min: Option<Value>,
    #[serde(default)]
    #[schema(value_type = Option<i64>)]
    pub salary_max: Option<Value>,
    #[serde(default)]
    #[schema(value_type = Option<SalaryFrequency>)]
    pub salary_frequency: Option<String>,
    #[serde(default)]
    #[schema(value_type = Option<Gender>)]
    pub gender: Option<String>,
    /// `Yes` or `No` (or a boolean).
    #[serde(default)]
    #[schema(value_type = Option<YesNo>)]
    pub is_blue_collar: Option<Value>,
    #[serde(default)]
    #[schema(value_type = Option<i64>)]
    pub open_positions: Option<Value>,
}

/// A job that meets every rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JobInput {
    pub title: String,
    pub state: IndianState,
    pub location: String,
    pub category: Category,
    pub job_type: JobType,
    pub work_mode: WorkMode,
    pub description: String,
    pub requirements: String,
    pub salary_min: i64,
    pub salary_max: i64,
    pub salary_frequency: SalaryFrequency,
    pub gender: Gender,
    pub is_blue_collar: bool,
    pub open_positions: i32,
    /// Whether phone numbers were masked in the description (the client warns).
    #[serde(skip)]
    pub masked_phone: bool,
}

fn text(v: &Option<String>) -> &str {
    v.as_deref().map(str::trim).unwrap_or("")
}

/// The catalogue value of a field (trimmed, spelled exactly), else `message`.
fn pick<T: Catalogue>(v: &Option<String>, message: &str) -> Result<T, ApiError> {
    T::parse(text(v)).ok_or_else(|| ApiError::validation(message))
}

/// A number from a JSON number or a numeric string; `Err(())` when it is neither.
fn number(v: &Option<Value>) -> Result<Option<f64>, ()> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n.as_f64().map(Some).ok_or(()),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => s.trim().parse::<f64>().map(Some).map_err(|_| ()),
        _ => Err(()),
    }
}

/// A one-line field (a title, a place): tab and line breaks, allowed in the description, are
/// refused here (the edge refuses every other control character).
fn one_line(s: String, max: usize, field: &str) -> Result<String, ApiError> {
    if s.contains(['\t', '\n', '\r']) {
        return Err(ApiError::validation(format!("{field} must be on one line")));
    }
    crate::domain::refuse_hidden(&s, field)?;
    limit(s, max, field)
}

fn limit(s: String, max: usize, field: &str) -> Result<String, ApiError> {
    if s.chars().count() > max {
        Err(ApiError::validation(format!(
            "{field} must be at most {max} characters"
        )))
    } else {
        Ok(s)
    }
}

impl JobBody {
    /// Checks the rules in the spec's order; the first failure is the answer.
    pub fn parse(&self) -> Result<JobInput, ApiError> {
        let state_text = text(&self.state);
        if state_text.is_empty() {
            return Err(ApiError::validation("State is required"));
        }
        let state = pick(&self.state, "Please select a valid state")?;
        let title = text(&self.title).to_string();
        if title.is_empty() {
            return Err(ApiError::validation("Job title is required"));
        }
        let title = one_line(title, 200, "Job title")?;
        let open_positions = match number(&self.open_positions) {
            Ok(None) => 1.0,
            Ok(Some(n)) => n,
            Err(()) => {
                return Err(ApiError::validation(
                    "Open positions must be a whole number",
                ));
            }
        };
        if open_positions < 1.0 {
            return Err(ApiError::validation("Open positions must be at least 1"));
        }
        if open_positions.fract() != 0.0 {
            return Err(ApiError::validation(
                "Open positions must be a whole number",
            ));
        }
        if open_positions > MAX_OPEN_POSITIONS as f64 {
            return Err(ApiError::validation(format!(
                "Open positions must be at most {MAX_OPEN_POSITIONS}"
            )));
        }
        let category = pick(&self.category, "Please select a category")?;
        let job_type = pick(&self.job_type, "Please select a job type")?;
        // "Work from office", as On-site is shown, is read as On-site by the catalogue.
        let work_mode = pick(&self.work_mode, "Please select a work mode")?;
        let gender = match text(&self.gender) {
            "" => Gender::Both,
            _ => pick(&self.gender, "Gender preference is required")?,
        };
        let is_blue_collar = match &self.is_blue_collar {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(Value::String(s)) if s == "Yes" => true,
            Some(Value::String(s)) if s == "No" => false,
            _ => {
                return Err(ApiError::validation(
                    "Please select if this is a blue collar job",
                ));
            }
        };
        let raw_description = text(&self.description);
        if raw_description.is_empty() {
            return Err(ApiError::validation("Job description is required"));
        }
        let (description, masked_phone) = mask_phone_numbers(raw_description);
        let description = limit(description, 20_000, "Job description")?;
        let (min, max) = match (number(&self.salary_min), number(&self.salary_max)) {
            (Ok(Some(a)), Ok(Some(b))) => (a, b),
            (Err(()), _) | (_, Err(())) => {
                return Err(ApiError::validation("Salary must be a number"));
            }
            _ => {
                return Err(ApiError::validation(
                    "Both minimum and maximum salary are required",
                ));
            }
        };
        if min < 0.0 || max < 0.0 {
            return Err(ApiError::validation("Salary cannot be negative"));
        }
        if min > MAX_SALARY as f64 || max > MAX_SALARY as f64 {
            return Err(ApiError::validation("Salary is too large"));
        }
        if max <= min {
            return Err(ApiError::validation(
                "Maximum salary must be greater than minimum salary",
            ));
        }
        let salary_frequency = match text(&self.salary_frequency) {
            "" => SalaryFrequency::PerYear,
            s if s.to_lowercase().contains("month") => SalaryFrequency::PerMonth,
            s if s.to_lowercase().contains("year") => SalaryFrequency::PerYear,
            _ => {
                return Err(ApiError::validation(
                    "Salary frequency must be per month or per year",
                ));
            }
        };
        let (requirements, masked_req) = mask_phone_numbers(text(&self.requirements));
        Ok(JobInput {
            title,
            state,
            location: one_line(text(&self.location).to_string(), 200, "Location")?,
            category,
            job_type,
            work_mode,
            description,
            requirements: limit(requirements, 20_000, "Requirements")?,
            salary_min: min.round() as i64,
            salary_max: max.round() as i64,
            salary_frequency,
            gender,
            is_blue_collar,
            open_positions: open_positions as i32,
            masked_phone: masked_phone || masked_req,
        })
    }
}

/// Replaces Indian 10-digit mobile numbers (first digit 6-9, optional +91 or 91 prefix,
/// spaces or dashes allowed between digits) with asterisks.
pub fn mask_phone_numbers(s: &str) -> (String, bool) {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut masked = false;
    let mut i = 0;
    while i < chars.len() {
        let boundary = i == 0 || !chars[i - 1].is_ascii_alphanumeric();
        if boundary && let Some(end) = mobile_at(&chars, i) {
            for c in &chars[i..end] {
                out.push(if c.is_ascii_digit() { '*' } else { *c });
            }
            masked = true;
            i = end;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    (out, masked)
}

/// If a mobile number starts at `i`, the index just past it.
fn mobile_at(chars: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if chars.get(j) == Some(&'+') {
        j += 1;
    }
    let after_prefix = |j: usize| -> Option<usize> {
        if chars.get(j) == Some(&'9') && chars.get(j + 1) == Some(&'1') {
            let mut k = j + 2;
            while matches!(chars.get(k), Some(' ' | '-')) {
                k += 1;
            }
            Some(k)
        } else {
            None
        }
    };
    let starts: Vec<usize> = match after_prefix(j) {
        Some(k) => vec![k, j],
        None if chars.get(i) == Some(&'+') => return None,
        None => vec![j],
    };
    'outer: for start in starts {
        if !matches!(chars.get(start), Some('6'..='9')) {
            continue;
        }
        let mut digits = 0;
        let mut k = start;
        while k < chars.len() && digits < 10 {
            match chars[k] {
                c if c.is_ascii_digit() => digits += 1,
                ' ' | '-' if digits > 0 && chars.get(k + 1).is_some_and(char::is_ascii_digit) => {}
                _ => continue 'outer,
            }
            k += 1;
        }
        if digits == 10 && !chars.get(k).is_some_and(char::is_ascii_alphanumeric) {
            return Some(k);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn body(patch: Value) -> JobBody {
        let mut v = json!({ "title": "Delivery Executive", "state": "Karnataka",
            "location": "Bengaluru", "category": "Logistics & Supply Chain", "type": "Full-Time",
            "workMode": "On-site", "description": "Deliver parcels", "salaryMin": 15000,
            "salaryMax": 22000, "salaryFrequency": "per month", "gender": "Both",
            "isBlueCollar": "Yes", "openPositions": 5 });
        for (k, x) in patch.as_object().unwrap() {
            v[k] = x.clone();
        }
        serde_json::from_value(v).unwrap()
    }

    fn msg(patch: Value) -> String {
        match body(patch).parse() {
            Ok(_) => "ok".into(),
            Err(e) => e.message,
        }
    }

    #[test]
    fn rules_in_the_spec_order() {
        assert_eq!(msg(json!({})), "ok");
        assert_eq!(
            msg(json!({ "state": "", "title": "" })),
            "State is required"
        );
        assert_eq!(
            msg(json!({ "state": "Bengal" })),
            "Please select a valid state"
        );
        assert_eq!(msg(json!({ "title": "  " })), "Job title is required");
        assert_eq!(
            msg(json!({ "openPositions": 0 })),
            "Open positions must be at least 1"
        );
        assert_eq!(
            msg(json!({ "openPositions": 1.5 })),
            "Open positions must be a whole number"
        );
        assert_eq!(
            msg(json!({ "openPositions": "two" })),
            "Open positions must be a whole number"
        );
        assert_eq!(
            msg(json!({ "category": "Astrology" })),
            "Please select a category"
        );
        assert_eq!(msg(json!({ "type": "Gig" })), "Please select a job type");
        assert_eq!(
            msg(json!({ "workMode": "Moon" })),
            "Please select a work mode"
        );
        assert_eq!(
            msg(json!({ "gender": "Any" })),
            "Gender preference is required"
        );
        assert_eq!(
            msg(json!({ "isBlueCollar": "Maybe" })),
            "Please select if this is a blue collar job"
        );
        assert_eq!(
            msg(json!({ "description": "" })),
            "Job description is required"
        );
        assert_eq!(
            msg(json!({ "salaryMin": null })),
            "Both minimum and maximum salary are required"
        );
        assert_eq!(
            msg(json!({ "salaryMax": "" })),
            "Both minimum and maximum salary are required"
        );
        assert_eq!(
            msg(json!({ "salaryMax": 15000 })),
            "Maximum salary must be greater than minimum salary"
        );
        assert_eq!(msg(json!({ "salaryMax": 1e15 })), "Salary is too large");
        assert_eq!(msg(json!({ "salaryMin": -5 })), "Salary cannot be negative");
    }

    #[test]
    fn defaults_and_spellings() {
        let j = body(
            json!({ "openPositions": null, "gender": null, "isBlueCollar": null,
            "salaryFrequency": null, "workMode": "Work from office", "salaryMin": "12000",
            "salaryMax": "18000.0" }),
        )
        .parse()
        .unwrap();
        assert_eq!(j.open_positions, 1);
        assert_eq!(j.gender, Gender::Both);
        assert!(!j.is_blue_collar);
        assert_eq!(j.salary_frequency, SalaryFrequency::PerYear);
        assert_eq!(j.work_mode, WorkMode::OnSite);
        assert_eq!((j.salary_min, j.salary_max), (12000, 18000));
        let j = body(json!({ "salaryFrequency": "Per Month" }))
            .parse()
            .unwrap();
        assert_eq!(j.salary_frequency, SalaryFrequency::PerMonth);
        assert!(body(json!({})).parse().unwrap().is_blue_collar);
    }

    #[test]
    fn mobile_numbers_are_masked() {
        let cases = [
            ("Call 9876543210 now", "Call ********** now", true),
            ("Call +91 9876543210", "Call +** **********", true),
            ("Call +919876543210.", "Call +************.", true),
            ("Call 91-98765-43210", "Call **-*****-*****", true),
            ("WhatsApp 98765 43210", "WhatsApp ***** *****", true),
            ("Salary 1234567890 INR", "Salary 1234567890 INR", false),
            ("Ref 98765432101", "Ref 98765432101", false),
            ("Order ID A9876543210", "Order ID A9876543210", false),
            ("Pin 560001, 2 years", "Pin 560001, 2 years", false),
        ];
        for (input, want, masked) in cases {
            assert_eq!(
                mask_phone_numbers(input),
                (want.to_string(), masked),
                "{input}"
            );
        }
    }
}
