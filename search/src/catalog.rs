//! The spec's enumerations (§3), spelled exactly as it spells them, defined once: each is an
//! enum (serde and the OpenAPI document use the spec's words; PostgreSQL stores them as text, and
//! a word the enum does not know is an error when read, never a default) and the list of its
//! words, shared by the API's validation and replies, the index's filters and facets, and the
//! demo-data generator.

/// What every catalogue enum offers, for code that reads any of them (a list of words in a
/// query, a field of a form).
pub trait Catalogue: Copy + Sized + 'static {
    /// The words, in the spec's order.
    const WORDS: &'static [&'static str];
    /// The value of a word (or of one of its other spellings), spelled exactly.
    fn parse(s: &str) -> Option<Self>;
    /// The spec's word.
    fn as_str(self) -> &'static str;
}

/// Defines a catalogue enum with its words, `ALL`, `as_str`, `parse`, and (with the features)
/// its OpenAPI schema and its PostgreSQL text type. A variant may list other spellings after
/// its word (`OnSite = "On-site" | "Work from office"`): they are read as the variant (by
/// `parse` and serde) but never written, and are not among the words.
macro_rules! catalogue {
    ($(#[$doc:meta])* $name:ident, $list:ident: $n:literal {
        $($variant:ident = $text:literal $(| $alias:literal)*),+ $(,)?
    }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum $name {
            $(
                #[serde(rename = $text $(, alias = $alias)*)]
                #[cfg_attr(feature = "openapi", schema(rename = $text))]
                $variant,
            )+
        }

        /// The words of the enum of the same name, in the spec's order.
        pub const $list: [&str; $n] = [$($text),+];

        impl $name {
            /// Every value, in the spec's order.
            pub const ALL: [$name; $n] = [$($name::$variant),+];

            /// The spec's word.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }

            /// The value of a word (or of one of its other spellings), spelled exactly.
            pub fn parse(s: &str) -> Option<Self> {
                match s {
                    $($text $(| $alias)* => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl Catalogue for $name {
            const WORDS: &'static [&'static str] = &$list;
            fn parse(s: &str) -> Option<Self> {
                $name::parse(s)
            }
            fn as_str(self) -> &'static str {
                $name::as_str(self)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = UnknownWord;
            fn from_str(s: &str) -> Result<Self, UnknownWord> {
                Self::parse(s).ok_or_else(|| UnknownWord(s.to_string(), stringify!($name)))
            }
        }

        #[cfg(feature = "sqlx")]
        impl sqlx::Type<sqlx::Postgres> for $name {
            fn type_info() -> sqlx::postgres::PgTypeInfo {
                <&str as sqlx::Type<sqlx::Postgres>>::type_info()
            }
            fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
                <&str as sqlx::Type<sqlx::Postgres>>::compatible(ty)
            }
        }

        #[cfg(feature = "sqlx")]
        impl<'q> sqlx::Encode<'q, sqlx::Postgres> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut sqlx::postgres::PgArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<'q, sqlx::Postgres>>::encode_by_ref(&self.as_str(), buf)
            }
        }

        #[cfg(feature = "sqlx")]
        impl<'r> sqlx::Decode<'r, sqlx::Postgres> for $name {
            fn decode(value: sqlx::postgres::PgValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let s = <&str as sqlx::Decode<'r, sqlx::Postgres>>::decode(value)?;
                Ok(s.parse::<$name>()?)
            }
        }

        #[cfg(feature = "sqlx")]
        impl sqlx::postgres::PgHasArrayType for $name {
            fn array_type_info() -> sqlx::postgres::PgTypeInfo {
                <&str as sqlx::postgres::PgHasArrayType>::array_type_info()
            }
        }
    };
}

/// A word that is not one of a catalogue enum's (read from the database: an error, never a
/// default).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownWord(pub String, pub &'static str);

impl std::fmt::Display for UnknownWord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not a {}", self.0, self.1)
    }
}

impl std::error::Error for UnknownWord {}
catalogue!(
    /// One of the 36 states and union territories (spec §3).
    IndianState, STATES: 36 {
        AndhraPradesh = "Andhra Pradesh",
        ArunachalPradesh = "Arunachal Pradesh",
        Assam = "Assam",
        Bihar = "Bihar",
        Chhattisgarh = "Chhattisgarh",
        Goa = "Goa",
        Gujarat = "Gujarat",
        Haryana = "Haryana",
        HimachalPradesh = "Himachal Pradesh",
        Jharkhand = "Jharkhand",
        Karnataka = "Karnataka",
        Kerala = "Kerala",
        MadhyaPradesh = "Madhya Pradesh",
        Maharashtra = "Maharashtra",
        Manipur = "Manipur",
        Meghalaya = "Meghalaya",
        Mizoram = "Mizoram",
        Nagaland = "Nagaland",
        Odisha = "Odisha",
        Punjab = "Punjab",
        Rajasthan = "Rajasthan",
        Sikkim = "Sikkim",
        TamilNadu = "Tamil Nadu",
        Telangana = "Telangana",
        Tripura = "Tripura",
        UttarPradesh = "Uttar Pradesh",
        Uttarakhand = "Uttarakhand",
        WestBengal = "West Bengal",
        AndamanAndNicobarIslands = "Andaman and Nicobar Islands",
        Chandigarh = "Chandigarh",
        DadraAndNagarHaveliAndDamanAndDiu = "Dadra and Nagar Haveli and Daman and Diu",
        Lakshadweep = "Lakshadweep",
        Delhi = "Delhi",
        Puducherry = "Puducherry",
        JammuAndKashmir = "Jammu and Kashmir",
        Ladakh = "Ladakh",
    }
);
catalogue!(
    /// One of the 43 job categories (spec §3).
    Category, CATEGORIES: 43 {
        Engineering = "Engineering",
        Design = "Design",
        Sales = "Sales",
        Operations = "Operations",
        Finance = "Finance",
        DataScience = "Data Science",
        BusinessDevelopment = "Business Development",
        QualityAssurance = "Quality Assurance",
        ContentWriting = "Content Writing",
        DigitalMarketing = "Digital Marketing",
        GraphicDesign = "Graphic Design",
        WebDevelopment = "Web Development",
        MobileDevelopment = "Mobile Development",
        UIUXDesign = "UI/UX Design",
        Legal = "Legal",
        Research = "Research",
        Consulting = "Consulting",
        Banking = "Banking",
        Insurance = "Insurance",
        ECommerce = "E-commerce",
        Hospitality = "Hospitality",
        TravelAndTourism = "Travel & Tourism",
        Sports = "Sports",
        NonProfit = "Non-Profit",
        Government = "Government",
        Other = "Other",
        ProjectManagement = "Project Management",
        RealEstate = "Real Estate",
        Retail = "Retail",
        Transportation = "Transportation",
        AccountingFinance = "Accounting/Finance",
        Agriculture = "Agriculture",
        AutomotiveJobs = "Automotive jobs",
        Construction = "Construction",
        CustomerService = "Customer Service",
        Development = "Development",
        Education = "Education",
        Healthcare = "Healthcare",
        HumanResource = "Human Resource",
        LogisticsAndSupplyChain = "Logistics & Supply Chain",
        Manufacturing = "Manufacturing",
        Marketing = "Marketing",
        MediaAndCommunication = "Media & Communication",
    }
);
catalogue!(
    /// A job type of the job form; Contract has its colour in spec §2.7.
    JobType, JOB_TYPES: 5 {
        FullTime = "Full-Time",
        PartTime = "Part-Time",
        Freelance = "Freelance",
        Internship = "Internship",
        Contract = "Contract",
    }
);
catalogue!(
    /// A work mode; On-site is shown as "Work from office", which is read as On-site too.
    WorkMode, WORK_MODES: 3 {
        OnSite = "On-site" | "Work from office",
        Hybrid = "Hybrid",
        Remote = "Remote",
    }
);
catalogue!(
    /// Who a job is for; `Both` means anyone.
    Gender, GENDERS: 3 {
        Male = "Male",
        Female = "Female",
        Both = "Both",
    }
);
catalogue!(
    /// How a salary is counted.
    SalaryFrequency, SALARY_FREQUENCIES: 2 {
        PerMonth = "per month",
        PerYear = "per year",
    }
);
catalogue!(
    /// An application's status (spec §4), in the order of its life.
    ApplicationStatus, APPLICATION_STATUSES: 4 {
        Applied = "Applied",
        InReview = "In Review",
        Accepted = "Accepted",
        Rejected = "Rejected",
    }
);
catalogue!(
    /// A job seeker's status (spec §3 "User profile").
    ProfileStatus, PROFILE_STATUSES: 3 {
        Intern = "intern",
        Fresher = "fresher",
        Experienced = "experienced",
    }
);
catalogue!(
    /// An account's role.
    Role, ROLES: 3 {
        Jobseeker = "jobseeker",
        Employer = "employer",
        Admin = "admin",
    }
);
catalogue!(
    /// Where a job stands with moderation (issue 29). Only a live job is searchable (while
    /// open): held by the scam-risk check for review, hidden after three reports until an admin
    /// decides, rejected by an admin, or out with its suspended employer.
    Review, REVIEWS: 5 {
        Live = "live",
        Held = "held",
        Hidden = "hidden",
        Rejected = "rejected",
        Suspended = "suspended",
    }
);

catalogue!(
    /// The interface language of an account (issue 30): English or Hindi.
    Language, LANGUAGES: 2 {
        En = "en",
        Hi = "hi",
    }
);
catalogue!(
    /// Why a person reports a job (issue 29).
    ReportReason, REPORT_REASONS: 5 {
        FeeAsked = "fee_asked",
        FakeCompany = "fake_company",
        WrongDetails = "wrong_details",
        Offensive = "offensive",
        Other = "other",
    }
);

impl Default for Review {
    /// Jobs indexed or snapshotted before moderation existed were live.
    fn default() -> Self {
        Review::Live
    }
}
catalogue!(
    /// `Yes` or `No` (a job being blue collar, as the spec writes it).
    YesNo, YES_NO: 2 {
        Yes = "Yes",
        No = "No",
    }
);
catalogue!(
    /// How often a job alert mails: at once (within a minute or two of a job going live), a
    /// morning digest at 08:00 IST, or Monday 08:00 IST.
    AlertFrequency, ALERT_FREQUENCIES: 3 {
        Instant = "instant",
        Daily = "daily",
        Weekly = "weekly",
    }
);

impl From<bool> for YesNo {
    fn from(yes: bool) -> Self {
        if yes { YesNo::Yes } else { YesNo::No }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_aliases_and_unknown_words() {
        assert_eq!(WorkMode::parse("On-site"), Some(WorkMode::OnSite));
        assert_eq!(WorkMode::parse("Work from office"), Some(WorkMode::OnSite));
        assert_eq!(WorkMode::OnSite.as_str(), "On-site");
        assert_eq!(<WorkMode as Catalogue>::WORDS, &WORK_MODES);
        let read: WorkMode = serde_json::from_str("\"Work from office\"").unwrap();
        assert_eq!(serde_json::to_string(&read).unwrap(), "\"On-site\"");
        assert_eq!(
            "Moon".parse::<WorkMode>().unwrap_err().to_string(),
            "\"Moon\" is not a WorkMode"
        );
        for (value, word) in JobType::ALL.iter().zip(JOB_TYPES) {
            assert_eq!(value.as_str(), word);
            assert_eq!(JobType::parse(word), Some(*value));
        }
    }
}
