//! The word lists behind the demo data: cities with their states, the roles of every category
//! with pay bands and skills, industries, company-name parts and person names.
//!
//! Company names are built from uncommon Sanskrit and Hindi words plus an industry noun, so
//! they read as Indian but belong to no well-known company; `tests::no_famous_brands` guards
//! the word list against the obvious ones.

use kaamsetu_search::catalog::{self, IndianState};

/// How big a city's job market is: metros pay more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    Metro,
    Large,
    Small,
}

/// A city, its state and its share of postings.
pub struct City {
    pub name: &'static str,
    pub state: IndianState,
    pub tier: Tier,
    pub weight: u32,
}

const fn c(name: &'static str, state: IndianState, tier: Tier, weight: u32) -> City {
    City {
        name,
        state,
        tier,
        weight,
    }
}

use Tier::*;

/// Canonical city names (docs/design/search.md "Location"), weighted towards the big job markets; every
/// state and union territory has at least one city.
pub const CITIES: &[City] = &[
    c("Bengaluru", IndianState::Karnataka, Metro, 140),
    c("Mumbai", IndianState::Maharashtra, Metro, 120),
    c("Hyderabad", IndianState::Telangana, Metro, 100),
    c("Chennai", IndianState::TamilNadu, Metro, 90),
    c("Pune", IndianState::Maharashtra, Metro, 90),
    c("Delhi", IndianState::Delhi, Metro, 70),
    c("New Delhi", IndianState::Delhi, Metro, 60),
    c("Gurugram", IndianState::Haryana, Metro, 70),
    c("Noida", IndianState::UttarPradesh, Metro, 60),
    c("Kolkata", IndianState::WestBengal, Metro, 70),
    c("Ahmedabad", IndianState::Gujarat, Metro, 60),
    c("Jaipur", IndianState::Rajasthan, Large, 30),
    c("Lucknow", IndianState::UttarPradesh, Large, 28),
    c("Kochi", IndianState::Kerala, Large, 24),
    c("Thiruvananthapuram", IndianState::Kerala, Large, 16),
    c("Coimbatore", IndianState::TamilNadu, Large, 22),
    c("Indore", IndianState::MadhyaPradesh, Large, 24),
    c("Bhopal", IndianState::MadhyaPradesh, Large, 16),
    c("Nagpur", IndianState::Maharashtra, Large, 20),
    c("Surat", IndianState::Gujarat, Large, 22),
    c("Vadodara", IndianState::Gujarat, Large, 16),
    c("Chandigarh", IndianState::Chandigarh, Large, 20),
    c("Visakhapatnam", IndianState::AndhraPradesh, Large, 16),
    c("Bhubaneswar", IndianState::Odisha, Large, 16),
    c("Patna", IndianState::Bihar, Large, 14),
    c("Guwahati", IndianState::Assam, Large, 14),
    c("Mysuru", IndianState::Karnataka, Large, 12),
    c("Nashik", IndianState::Maharashtra, Large, 12),
    c("Ghaziabad", IndianState::UttarPradesh, Large, 16),
    c("Faridabad", IndianState::Haryana, Large, 14),
    c("Greater Noida", IndianState::UttarPradesh, Large, 12),
    c("Navi Mumbai", IndianState::Maharashtra, Large, 20),
    c("Thane", IndianState::Maharashtra, Large, 20),
    c("Kanpur", IndianState::UttarPradesh, Large, 12),
    c("Ludhiana", IndianState::Punjab, Large, 12),
    c("Mangaluru", IndianState::Karnataka, Large, 10),
    c("Madurai", IndianState::TamilNadu, Large, 10),
    c("Vijayawada", IndianState::AndhraPradesh, Large, 10),
    c("Rajkot", IndianState::Gujarat, Large, 10),
    c("Dehradun", IndianState::Uttarakhand, Large, 10),
    c("Raipur", IndianState::Chhattisgarh, Large, 10),
    c("Ranchi", IndianState::Jharkhand, Large, 10),
    c("Prayagraj", IndianState::UttarPradesh, Small, 6),
    c("Varanasi", IndianState::UttarPradesh, Small, 7),
    c("Agra", IndianState::UttarPradesh, Small, 6),
    c("Meerut", IndianState::UttarPradesh, Small, 5),
    c("Bareilly", IndianState::UttarPradesh, Small, 3),
    c("Amritsar", IndianState::Punjab, Small, 6),
    c("Jalandhar", IndianState::Punjab, Small, 4),
    c("Mohali", IndianState::Punjab, Small, 6),
    c("Jodhpur", IndianState::Rajasthan, Small, 5),
    c("Udaipur", IndianState::Rajasthan, Small, 5),
    c("Kota", IndianState::Rajasthan, Small, 4),
    c("Gwalior", IndianState::MadhyaPradesh, Small, 4),
    c("Jabalpur", IndianState::MadhyaPradesh, Small, 4),
    c("Tiruchirappalli", IndianState::TamilNadu, Small, 5),
    c("Salem", IndianState::TamilNadu, Small, 4),
    c("Tiruppur", IndianState::TamilNadu, Small, 4),
    c("Hubballi", IndianState::Karnataka, Small, 4),
    c("Belagavi", IndianState::Karnataka, Small, 3),
    c("Kozhikode", IndianState::Kerala, Small, 5),
    c("Thrissur", IndianState::Kerala, Small, 4),
    c("Warangal", IndianState::Telangana, Small, 4),
    c("Guntur", IndianState::AndhraPradesh, Small, 4),
    c("Tirupati", IndianState::AndhraPradesh, Small, 4),
    c("Cuttack", IndianState::Odisha, Small, 4),
    c("Jamshedpur", IndianState::Jharkhand, Small, 4),
    c("Dhanbad", IndianState::Jharkhand, Small, 3),
    c("Siliguri", IndianState::WestBengal, Small, 4),
    c("Durgapur", IndianState::WestBengal, Small, 3),
    c("Howrah", IndianState::WestBengal, Small, 5),
    c("Puducherry", IndianState::Puducherry, Small, 4),
    c("Panaji", IndianState::Goa, Small, 4),
    c("Margao", IndianState::Goa, Small, 2),
    c("Shimla", IndianState::HimachalPradesh, Small, 3),
    c("Baddi", IndianState::HimachalPradesh, Small, 2),
    c("Jammu", IndianState::JammuAndKashmir, Small, 3),
    c("Srinagar", IndianState::JammuAndKashmir, Small, 3),
    c("Bilaspur", IndianState::Chhattisgarh, Small, 2),
    c("Gaya", IndianState::Bihar, Small, 2),
    c("Muzaffarpur", IndianState::Bihar, Small, 2),
    c("Haridwar", IndianState::Uttarakhand, Small, 3),
    c("Solapur", IndianState::Maharashtra, Small, 3),
    c("Kolhapur", IndianState::Maharashtra, Small, 3),
    c("Gandhinagar", IndianState::Gujarat, Small, 4),
    c("Anand", IndianState::Gujarat, Small, 2),
    c("Imphal", IndianState::Manipur, Small, 1),
    c("Shillong", IndianState::Meghalaya, Small, 1),
    c("Agartala", IndianState::Tripura, Small, 1),
    c("Gangtok", IndianState::Sikkim, Small, 1),
    c("Aizawl", IndianState::Mizoram, Small, 1),
    c("Dimapur", IndianState::Nagaland, Small, 1),
    c("Itanagar", IndianState::ArunachalPradesh, Small, 1),
    c(
        "Port Blair",
        IndianState::AndamanAndNicobarIslands,
        Small,
        1,
    ),
    c("Leh", IndianState::Ladakh, Small, 1),
    c(
        "Silvassa",
        IndianState::DadraAndNagarHaveliAndDamanAndDiu,
        Small,
        1,
    ),
    c(
        "Daman",
        IndianState::DadraAndNagarHaveliAndDamanAndDiu,
        Small,
        1,
    ),
    c("Kavaratti", IndianState::Lakshadweep, Small, 1),
];

/// A pay band in thousands of rupees: `Month` marks a blue-collar role (monthly wage),
/// `Year` a white-collar one (annual CTC from fresher to the most senior level).
#[derive(Clone, Copy, Debug)]
pub enum Pay {
    Month(u32, u32),
    Year(u32, u32),
}

/// Where the work happens, which decides the plausible work modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Always on-site (drivers, guards, nurses, trades).
    Site,
    /// Out in the field, rarely hybrid.
    Field,
    /// Office work, sometimes hybrid or remote.
    Office,
    /// Tech and design work, often hybrid or remote.
    Tech,
}

/// Which gender preference an employer of this role sometimes states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lean {
    Any,
    Female,
    Male,
}

/// A job title with its pay band, work place, gender lean and skills.
pub struct Role {
    pub title: &'static str,
    pub pay: Pay,
    pub mode: Mode,
    pub lean: Lean,
    pub skills: &'static [&'static str],
}

impl Role {
    pub fn is_blue_collar(&self) -> bool {
        matches!(self.pay, Pay::Month(..))
    }
}

const fn r(
    title: &'static str,
    pay: Pay,
    mode: Mode,
    lean: Lean,
    skills: &'static [&'static str],
) -> Role {
    Role {
        title,
        pay,
        mode,
        lean,
        skills,
    }
}

/// One of the spec's 43 categories with its roles and the duties its descriptions mention.
pub struct Category {
    pub name: catalog::Category,
    /// Share of postings outside an employer's own industry.
    pub weight: u32,
    /// Title of an internship when the role's own title does not take " Intern".
    pub intern: &'static str,
    /// Whether freelance engagements are plausible.
    pub freelance: bool,
    /// Verb phrases that complete "In this role you will ...".
    pub duties: &'static [&'static str],
    pub roles: &'static [Role],
}

use Lean::{Any, Female, Male};
use Mode::{Field, Office, Site, Tech};
use Pay::{Month, Year};

/// Every category of `catalog::CATEGORIES`, each with at least five roles.
#[rustfmt::skip]
pub const CATEGORIES: &[Category] = &[
    Category {
        name: catalog::Category::Engineering,
        weight: 5,
        intern: "Engineering Intern",
        freelance: false,
        duties: &[
            "prepare and review technical drawings",
            "support commissioning and testing on site",
            "troubleshoot equipment and find root causes",
            "work with vendors on specifications and quotations",
            "keep documentation ready for audits",
        ],
        roles: &[
            r("Mechanical Design Engineer", Year(300, 1400), Office, Any, &["AutoCAD", "SolidWorks", "GD&T", "Design for manufacturing", "BOM preparation"]),
            r("Civil Site Engineer", Year(300, 1000), Site, Any, &["AutoCAD", "Site supervision", "BOQ", "Quantity surveying", "Structural drawings"]),
            r("Electrical Engineer", Year(300, 1200), Site, Any, &["Electrical design", "PLC", "HT/LT panels", "AutoCAD Electrical", "Safety standards"]),
            r("Embedded Systems Engineer", Year(400, 2200), Tech, Any, &["C", "C++", "Embedded Linux", "RTOS", "Microcontrollers", "I2C/SPI"]),
            r("Production Engineer", Year(300, 1100), Site, Any, &["Lean manufacturing", "Kaizen", "5S", "Production planning", "SAP PP"]),
            r("Maintenance Engineer", Year(300, 1000), Site, Any, &["Preventive maintenance", "Hydraulics", "Pneumatics", "Root cause analysis", "CMMS"]),
            r("Instrumentation Engineer", Year(350, 1300), Site, Any, &["Calibration", "DCS", "Field instruments", "P&ID", "Loop checking"]),
        ],
    },
    Category {
        name: catalog::Category::Design,
        weight: 3,
        intern: "Design Intern",
        freelance: true,
        duties: &[
            "turn briefs into concepts and final designs",
            "present ideas to clients and internal teams",
            "prepare production-ready files",
            "keep up with materials, trends and techniques",
        ],
        roles: &[
            r("Product Designer", Year(500, 3000), Tech, Any, &["Figma", "Design systems", "User research", "Prototyping", "Interaction design"]),
            r("Interior Designer", Year(300, 1200), Office, Any, &["AutoCAD", "SketchUp", "3ds Max", "Space planning", "Material selection"]),
            r("Fashion Designer", Year(300, 1200), Office, Any, &["Adobe Illustrator", "Trend research", "Pattern making", "Fabric knowledge", "Tech packs"]),
            r("Industrial Designer", Year(400, 1800), Office, Any, &["Rhino", "KeyShot", "Sketching", "Design for manufacturing", "SolidWorks"]),
            r("Packaging Designer", Year(300, 1000), Office, Any, &["Adobe Illustrator", "Dieline design", "Print production", "Branding"]),
            r("Textile Designer", Year(250, 900), Office, Any, &["Textile CAD", "Colour theory", "Print and weave design", "Adobe Photoshop"]),
        ],
    },
    Category {
        name: catalog::Category::Sales,
        weight: 9,
        intern: "Sales Intern",
        freelance: false,
        duties: &[
            "meet customers and close deals",
            "build and follow up a pipeline of leads",
            "meet monthly and quarterly targets",
            "keep the CRM up to date",
            "share market feedback with the product team",
        ],
        roles: &[
            r("Sales Executive", Year(250, 600), Field, Any, &["Field sales", "Lead generation", "Negotiation", "CRM", "Hindi and English"]),
            r("Inside Sales Representative", Year(300, 800), Office, Any, &["Cold calling", "CRM", "Email outreach", "Pipeline management"]),
            r("Area Sales Manager", Year(600, 1800), Field, Any, &["Channel sales", "Distributor management", "Team handling", "Sales targets"]),
            r("Key Account Manager", Year(700, 2200), Office, Any, &["Account management", "Negotiation", "B2B sales", "Forecasting"]),
            r("Territory Sales Officer", Year(300, 800), Field, Any, &["FMCG sales", "Retail outlet coverage", "Beat planning", "Secondary sales"]),
            r("Medical Representative", Year(300, 900), Field, Any, &["Pharma sales", "Doctor calling", "Product detailing", "Territory planning"]),
            r("Tele Sales Executive", Year(250, 450), Office, Any, &["Outbound calling", "Hindi and English", "CRM", "Objection handling"]),
        ],
    },
    Category {
        name: catalog::Category::Operations,
        weight: 5,
        intern: "Operations Intern",
        freelance: false,
        duties: &[
            "keep daily operations running on time",
            "prepare MIS reports for the management",
            "coordinate with vendors and internal teams",
            "find and fix process gaps",
        ],
        roles: &[
            r("Operations Executive", Year(250, 600), Office, Any, &["MIS reporting", "Advanced Excel", "Process adherence", "Vendor coordination"]),
            r("Operations Manager", Year(800, 2500), Office, Any, &["P&L ownership", "Team management", "Process improvement", "KPI tracking"]),
            r("Back Office Executive", Year(250, 400), Office, Any, &["Data entry", "MS Excel", "Typing 35 wpm", "Documentation"]),
            r("Facility Manager", Year(500, 1500), Site, Any, &["Facility management", "Vendor management", "AMC contracts", "Housekeeping supervision"]),
            r("Process Associate", Year(250, 450), Office, Any, &["Process knowledge", "MS Office", "Attention to detail", "Shift flexibility"]),
            r("Store Operations Manager", Year(400, 1000), Site, Any, &["Store operations", "Inventory control", "Staff rostering", "Shrinkage control"]),
        ],
    },
    Category {
        name: catalog::Category::Finance,
        weight: 4,
        intern: "Finance Intern",
        freelance: false,
        duties: &[
            "build and maintain financial models",
            "prepare monthly reports and variance analyses",
            "support budgeting and forecasting",
            "work with auditors and business teams",
        ],
        roles: &[
            r("Financial Analyst", Year(500, 1800), Office, Any, &["Financial modelling", "Advanced Excel", "Variance analysis", "Power BI"]),
            r("Chartered Accountant", Year(800, 2500), Office, Any, &["CA qualified", "Ind AS", "Statutory audit", "Direct taxation"]),
            r("Investment Analyst", Year(600, 2400), Office, Any, &["Valuation", "Equity research", "Financial modelling", "Bloomberg"]),
            r("Credit Analyst", Year(450, 1400), Office, Any, &["Credit appraisal", "Financial statement analysis", "CIBIL reports", "Risk assessment"]),
            r("Treasury Executive", Year(400, 1100), Office, Any, &["Cash flow management", "Banking operations", "Forex", "Fund planning"]),
            r("FP&A Manager", Year(1200, 3600), Office, Any, &["Budgeting", "Forecasting", "SAP FICO", "Business partnering"]),
        ],
    },
    Category {
        name: catalog::Category::DataScience,
        weight: 5,
        intern: "Data Science Intern",
        freelance: true,
        duties: &[
            "clean and explore large datasets",
            "build and evaluate models that solve business problems",
            "create dashboards that teams actually use",
            "explain findings to non-technical stakeholders",
            "ship data pipelines to production",
        ],
        roles: &[
            r("Data Scientist", Year(800, 3500), Tech, Any, &["Python", "Machine learning", "SQL", "scikit-learn", "Statistics"]),
            r("Data Analyst", Year(400, 1500), Tech, Any, &["SQL", "Excel", "Power BI", "Tableau", "Python"]),
            r("Machine Learning Engineer", Year(1000, 4000), Tech, Any, &["Python", "PyTorch", "MLOps", "Docker", "AWS"]),
            r("Business Intelligence Developer", Year(500, 1800), Tech, Any, &["Power BI", "DAX", "SQL Server", "ETL", "Data modelling"]),
            r("Data Engineer", Year(700, 3000), Tech, Any, &["Python", "Apache Spark", "Airflow", "SQL", "Kafka"]),
            r("NLP Engineer", Year(1000, 3800), Tech, Any, &["Python", "Transformers", "NLP", "Hugging Face", "LLMs"]),
        ],
    },
    Category {
        name: catalog::Category::BusinessDevelopment,
        weight: 5,
        intern: "Business Development Intern",
        freelance: false,
        duties: &[
            "identify new markets and partners",
            "pitch our services to decision makers",
            "negotiate commercial terms",
            "grow revenue from new accounts",
        ],
        roles: &[
            r("Business Development Executive", Year(250, 700), Field, Any, &["Lead generation", "B2B sales", "Client meetings", "Negotiation"]),
            r("Business Development Manager", Year(600, 2000), Office, Any, &["Market expansion", "Partnerships", "Pipeline management", "Presentations"]),
            r("Partnerships Manager", Year(800, 2400), Office, Any, &["Alliances", "Contract negotiation", "Relationship building", "Go-to-market"]),
            r("Channel Partner Manager", Year(600, 1600), Field, Any, &["Channel development", "Dealer onboarding", "Sales enablement", "Target tracking"]),
            r("Business Development Associate", Year(250, 600), Office, Any, &["EdTech sales", "Counselling", "CRM", "Target orientation"]),
            r("Corporate Sales Manager", Year(700, 2000), Field, Any, &["Corporate sales", "Enterprise accounts", "Proposal writing", "Negotiation"]),
        ],
    },
    Category {
        name: catalog::Category::QualityAssurance,
        weight: 4,
        intern: "QA Intern",
        freelance: false,
        duties: &[
            "write and run test plans",
            "report defects with clear steps to reproduce",
            "automate repetitive checks",
            "sign off releases with the delivery team",
        ],
        roles: &[
            r("QA Engineer", Year(350, 1400), Tech, Any, &["Manual testing", "Test cases", "JIRA", "Regression testing", "SQL"]),
            r("Automation Test Engineer", Year(450, 2000), Tech, Any, &["Selenium", "Java", "TestNG", "API testing", "CI/CD"]),
            r("SDET", Year(700, 2800), Tech, Any, &["Playwright", "TypeScript", "API automation", "Jenkins", "Test frameworks"]),
            r("Quality Control Inspector", Month(14, 26), Site, Any, &["Measuring instruments", "Vernier and micrometer", "Inspection reports", "ITI or Diploma"]),
            r("Quality Manager (Manufacturing)", Year(800, 2200), Site, Any, &["ISO 9001", "IATF 16949", "Six Sigma", "Supplier audits"]),
            r("Performance Test Engineer", Year(600, 2200), Tech, Any, &["JMeter", "LoadRunner", "Performance analysis", "Grafana"]),
        ],
    },
    Category {
        name: catalog::Category::ContentWriting,
        weight: 3,
        intern: "Content Writing Intern",
        freelance: true,
        duties: &[
            "research topics and write clear, original copy",
            "edit drafts for accuracy and tone",
            "optimise articles for search",
            "work with designers on visual stories",
        ],
        roles: &[
            r("Content Writer", Year(250, 700), Office, Any, &["SEO writing", "Research", "WordPress", "Proofreading"]),
            r("Technical Writer", Year(400, 1500), Tech, Any, &["API documentation", "Markdown", "DITA", "Software basics"]),
            r("Copywriter", Year(350, 1200), Office, Any, &["Ad copy", "Brand voice", "Social media", "Hindi and English"]),
            r("Hindi Content Writer", Year(250, 600), Office, Any, &["Hindi typing", "Unicode fonts", "News writing", "Translation"]),
            r("Content Editor", Year(400, 1200), Office, Any, &["Copy editing", "Style guides", "CMS", "Fact checking"]),
            r("Script Writer", Year(300, 1000), Office, Any, &["Video scripts", "Storytelling", "YouTube", "Research"]),
        ],
    },
    Category {
        name: catalog::Category::DigitalMarketing,
        weight: 5,
        intern: "Digital Marketing Intern",
        freelance: true,
        duties: &[
            "plan and run paid campaigns",
            "grow organic traffic and leads",
            "track results and report on ROI",
            "run A/B tests on creatives and landing pages",
        ],
        roles: &[
            r("Digital Marketing Executive", Year(250, 600), Office, Any, &["Google Ads", "Meta Ads", "SEO", "Google Analytics"]),
            r("SEO Specialist", Year(300, 1000), Tech, Any, &["On-page SEO", "Technical SEO", "Ahrefs", "Google Search Console"]),
            r("Performance Marketing Manager", Year(800, 2500), Office, Any, &["Google Ads", "Meta Ads", "ROAS optimisation", "Attribution"]),
            r("Social Media Manager", Year(350, 1200), Office, Any, &["Instagram", "LinkedIn", "Content calendar", "Canva"]),
            r("PPC Specialist", Year(350, 1100), Office, Any, &["Google Ads", "Bid management", "Keyword research", "Landing pages"]),
            r("Email Marketing Specialist", Year(350, 1000), Office, Any, &["Mailchimp", "Automation", "A/B testing", "Segmentation"]),
        ],
    },
    Category {
        name: catalog::Category::GraphicDesign,
        weight: 3,
        intern: "Graphic Design Intern",
        freelance: true,
        duties: &[
            "design social media posts, banners and brochures",
            "keep every creative on brand",
            "prepare files for print and digital",
            "turn around quick edits for campaigns",
        ],
        roles: &[
            r("Graphic Designer", Year(250, 700), Office, Any, &["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "Typography"]),
            r("Visual Designer", Year(400, 1500), Tech, Any, &["Figma", "Branding", "Illustration", "Motion basics"]),
            r("Motion Graphics Designer", Year(350, 1200), Office, Any, &["After Effects", "Premiere Pro", "Animation", "Storyboarding"]),
            r("DTP Operator", Month(12, 22), Site, Any, &["CorelDRAW", "PageMaker", "Hindi typing", "Print layouts"]),
            r("Brand Designer", Year(500, 1800), Office, Any, &["Brand identity", "Logo design", "Adobe Illustrator", "Guidelines"]),
            r("Illustrator", Year(300, 1000), Office, Any, &["Digital illustration", "Procreate", "Character design", "Adobe Illustrator"]),
        ],
    },
    Category {
        name: catalog::Category::WebDevelopment,
        weight: 8,
        intern: "Web Development Intern",
        freelance: true,
        duties: &[
            "build responsive, accessible web pages",
            "write clean, tested code and review pull requests",
            "integrate REST APIs and third-party services",
            "improve page speed and Core Web Vitals",
            "work closely with designers and product managers",
        ],
        roles: &[
            r("React Developer", Year(400, 2400), Tech, Any, &["React", "TypeScript", "REST APIs", "Redux", "Jest"]),
            r("Full Stack Developer (Node.js)", Year(500, 2800), Tech, Any, &["Node.js", "React", "MongoDB", "Express", "AWS"]),
            r("PHP Developer", Year(300, 1200), Tech, Any, &["PHP", "Laravel", "MySQL", "jQuery", "REST APIs"]),
            r("Frontend Engineer", Year(500, 2800), Tech, Any, &["JavaScript", "TypeScript", "React", "HTML/CSS", "Web performance"]),
            r(".NET Developer", Year(400, 2000), Tech, Any, &[".NET", "C#", "ASP.NET Core", "SQL Server", "Entity Framework"]),
            r("WordPress Developer", Year(250, 900), Tech, Any, &["WordPress", "PHP", "Elementor", "WooCommerce", "HTML/CSS"]),
            r("Angular Developer", Year(400, 2000), Tech, Any, &["Angular", "TypeScript", "RxJS", "REST APIs"]),
        ],
    },
    Category {
        name: catalog::Category::MobileDevelopment,
        weight: 5,
        intern: "Mobile App Development Intern",
        freelance: true,
        duties: &[
            "build features for our Android and iOS apps",
            "keep the apps fast on low-end phones and patchy networks",
            "publish releases to the Play Store and App Store",
            "fix crashes reported by users",
        ],
        roles: &[
            r("Android Developer", Year(400, 2400), Tech, Any, &["Kotlin", "Jetpack Compose", "Android SDK", "Retrofit", "Firebase"]),
            r("iOS Developer", Year(500, 2800), Tech, Any, &["Swift", "SwiftUI", "UIKit", "Xcode", "Core Data"]),
            r("Flutter Developer", Year(400, 2200), Tech, Any, &["Flutter", "Dart", "Firebase", "REST APIs", "Bloc"]),
            r("React Native Developer", Year(450, 2400), Tech, Any, &["React Native", "JavaScript", "TypeScript", "Redux", "Expo"]),
            r("Mobile App Tester", Year(300, 1000), Tech, Any, &["Mobile testing", "Appium", "Device labs", "Bug reporting"]),
            r("Mobile Engineering Lead", Year(2000, 4000), Tech, Any, &["Kotlin", "Swift", "Architecture", "Mentoring", "Release management"]),
        ],
    },
    Category {
        name: catalog::Category::UIUXDesign,
        weight: 4,
        intern: "UI/UX Design Intern",
        freelance: true,
        duties: &[
            "run user interviews and usability tests",
            "design flows, wireframes and high-fidelity screens",
            "maintain our design system",
            "work with engineers until features ship",
        ],
        roles: &[
            r("UI/UX Designer", Year(350, 1800), Tech, Any, &["Figma", "Wireframing", "Prototyping", "User research", "Adobe XD"]),
            r("UX Researcher", Year(600, 2400), Tech, Any, &["Usability testing", "Interviews", "Survey design", "Personas"]),
            r("UI Designer", Year(300, 1400), Tech, Any, &["Figma", "Design systems", "Typography", "Responsive design"]),
            r("Interaction Designer", Year(600, 2400), Tech, Any, &["Interaction design", "Micro-interactions", "Figma", "Prototyping"]),
            r("UX Writer", Year(500, 1800), Tech, Any, &["Microcopy", "Content design", "Figma", "Localisation"]),
            r("UI/UX Design Lead", Year(1800, 4000), Tech, Any, &["Design leadership", "Figma", "Design systems", "Stakeholder management"]),
        ],
    },
    Category {
        name: catalog::Category::Legal,
        weight: 2,
        intern: "Legal Intern",
        freelance: false,
        duties: &[
            "draft and review contracts and agreements",
            "research case law and regulations",
            "advise business teams on legal risk",
            "manage filings and deadlines",
        ],
        roles: &[
            r("Legal Associate", Year(300, 1000), Office, Any, &["Legal drafting", "Contract review", "Legal research", "Indian Contract Act"]),
            r("Corporate Lawyer", Year(800, 3500), Office, Any, &["Corporate law", "M&A", "Due diligence", "Companies Act 2013"]),
            r("Legal Counsel", Year(1200, 4000), Office, Any, &["Commercial contracts", "Litigation management", "Data protection", "Negotiation"]),
            r("Company Secretary", Year(500, 1800), Office, Any, &["CS qualified", "ROC filings", "SEBI compliance", "Board meetings"]),
            r("Compliance Officer", Year(500, 1600), Office, Any, &["Regulatory compliance", "RBI guidelines", "Policy drafting", "Audits"]),
            r("Paralegal", Year(250, 500), Office, Any, &["Documentation", "Court filings", "Case management", "MS Word"]),
        ],
    },
    Category {
        name: catalog::Category::Research,
        weight: 2,
        intern: "Research Intern",
        freelance: true,
        duties: &[
            "design studies and collect data",
            "analyse results and write reports",
            "review published literature",
            "present findings to the team",
        ],
        roles: &[
            r("Research Associate", Year(300, 900), Office, Any, &["Secondary research", "Report writing", "Excel", "Data collection"]),
            r("Market Research Analyst", Year(350, 1200), Office, Any, &["Survey design", "SPSS", "Primary research", "Presentation"]),
            r("Research Scientist", Year(800, 3000), Office, Any, &["Laboratory research", "Experimental design", "Publications", "PhD preferred"]),
            r("Clinical Research Coordinator", Year(300, 800), Site, Any, &["GCP", "Clinical trials", "Patient recruitment", "Documentation"]),
            r("Policy Research Analyst", Year(400, 1200), Office, Any, &["Policy analysis", "Report writing", "Stakeholder interviews", "Data analysis"]),
            r("Field Research Investigator", Year(250, 400), Field, Any, &["Household surveys", "Tablet data collection", "Local language", "Travel"]),
        ],
    },
    Category {
        name: catalog::Category::Consulting,
        weight: 3,
        intern: "Consulting Intern",
        freelance: true,
        duties: &[
            "analyse client problems and recommend solutions",
            "prepare presentations for senior leaders",
            "run workshops with client teams",
            "support implementation after sign-off",
        ],
        roles: &[
            r("Management Consultant", Year(1200, 4000), Office, Any, &["Strategy", "Problem solving", "Excel modelling", "Client management"]),
            r("Business Analyst", Year(500, 1800), Office, Any, &["Requirement gathering", "BRD", "SQL", "Stakeholder management"]),
            r("SAP FICO Consultant", Year(600, 2600), Tech, Any, &["SAP FICO", "S/4HANA", "GL/AP/AR", "Configuration"]),
            r("Salesforce Consultant", Year(600, 2600), Tech, Any, &["Salesforce", "Apex", "Flows", "Sales Cloud"]),
            r("Strategy Associate", Year(800, 2400), Office, Any, &["Market sizing", "Business cases", "Excel", "PowerPoint"]),
            r("Tax Consultant", Year(400, 1500), Office, Any, &["GST", "Income tax", "TDS", "Tax audits"]),
        ],
    },
    Category {
        name: catalog::Category::Banking,
        weight: 5,
        intern: "Banking Operations Intern",
        freelance: false,
        duties: &[
            "open accounts and onboard new customers",
            "cross-sell loans, cards and investment products",
            "follow KYC and compliance norms",
            "resolve customer queries at the branch",
        ],
        roles: &[
            r("Relationship Manager", Year(350, 1200), Field, Any, &["Customer acquisition", "Cross-selling", "CASA", "Wealth products"]),
            r("Branch Manager", Year(800, 2200), Site, Any, &["Branch banking", "Team leadership", "Compliance", "Business targets"]),
            r("Loan Officer", Year(250, 600), Field, Any, &["Home loans", "Customer documentation", "Credit checks", "Field visits"]),
            r("Customer Service Officer (Branch)", Year(250, 500), Site, Any, &["Cash handling", "KYC", "Core banking", "Customer service"]),
            r("Credit Manager", Year(700, 2000), Office, Any, &["Credit underwriting", "MSME lending", "Risk assessment", "Portfolio monitoring"]),
            r("Collection Executive", Month(14, 26), Field, Any, &["Loan recovery", "Field visits", "Two-wheeler", "Negotiation"]),
            r("Phone Banking Officer", Year(250, 450), Office, Any, &["Customer calls", "Core banking", "Hindi and English", "Query resolution"]),
        ],
    },
    Category {
        name: catalog::Category::Insurance,
        weight: 3,
        intern: "Insurance Intern",
        freelance: false,
        duties: &[
            "explain policies to customers in simple words",
            "process proposals, renewals and claims",
            "build a network of agents and partners",
            "meet monthly business targets",
        ],
        roles: &[
            r("Insurance Advisor", Year(250, 600), Field, Any, &["Life insurance", "Customer counselling", "IRDAI certification", "Sales"]),
            r("Claims Executive", Year(250, 600), Office, Any, &["Claims processing", "Documentation", "Health insurance", "TPA coordination"]),
            r("Underwriter", Year(450, 1600), Office, Any, &["Risk underwriting", "Motor insurance", "Policy wording", "Excel"]),
            r("Agency Development Manager", Year(400, 1000), Field, Any, &["Agent recruitment", "Training", "Sales targets", "Life insurance"]),
            r("Bancassurance Manager", Year(400, 1100), Field, Any, &["Bancassurance", "Branch relationships", "Sales", "Insurance products"]),
            r("Actuarial Analyst", Year(700, 2500), Office, Any, &["Actuarial exams", "R", "Pricing models", "Reserving"]),
        ],
    },
    Category {
        name: catalog::Category::ECommerce,
        weight: 4,
        intern: "E-commerce Intern",
        freelance: false,
        duties: &[
            "manage listings on marketplaces and our own store",
            "track orders, returns and seller performance",
            "plan sale events and promotions",
            "analyse conversion and fix drop-offs",
        ],
        roles: &[
            r("E-commerce Executive", Year(250, 600), Office, Any, &["Amazon Seller Central", "Flipkart listings", "Catalogue management", "Excel"]),
            r("Catalogue Executive", Year(250, 450), Office, Any, &["Product listings", "Image guidelines", "Excel", "Attention to detail"]),
            r("Marketplace Manager", Year(600, 1800), Office, Any, &["Marketplace growth", "Pricing", "Advertising", "Inventory planning"]),
            r("Category Manager", Year(1000, 3000), Office, Any, &["Category P&L", "Vendor negotiation", "Assortment planning", "Pricing"]),
            r("Shopify Developer", Year(350, 1400), Tech, Any, &["Shopify", "Liquid", "JavaScript", "Theme customisation"]),
            r("D2C Growth Manager", Year(800, 2600), Office, Any, &["D2C", "Retention marketing", "Analytics", "Performance marketing"]),
        ],
    },
    Category {
        name: catalog::Category::Hospitality,
        weight: 5,
        intern: "Hotel Management Trainee",
        freelance: false,
        duties: &[
            "welcome guests and make their stay memorable",
            "keep service standards and hygiene high",
            "handle guest requests and complaints politely",
            "work in rotational shifts with the team",
        ],
        roles: &[
            r("Hotel Receptionist", Month(12, 24), Site, Female, &["Front desk", "Guest handling", "Opera PMS", "English communication"]),
            r("Commis Chef", Month(12, 22), Site, Any, &["Continental cuisine", "Food safety", "Kitchen hygiene", "Mise en place"]),
            r("Cook", Month(12, 25), Site, Any, &["North Indian cuisine", "South Indian cuisine", "Tandoor", "Kitchen hygiene"]),
            r("Steward", Month(10, 18), Site, Any, &["Food and beverage service", "Table setting", "Guest handling"]),
            r("Housekeeping Attendant", Month(10, 18), Site, Any, &["Room cleaning", "Laundry", "Hygiene standards"]),
            r("Front Office Manager", Year(400, 1000), Site, Any, &["Front office operations", "Opera PMS", "Team leadership", "Guest relations"]),
            r("Restaurant Manager", Year(400, 1200), Site, Any, &["Restaurant operations", "Staff scheduling", "Cost control", "Guest experience"]),
        ],
    },
    Category {
        name: catalog::Category::TravelAndTourism,
        weight: 3,
        intern: "Travel & Tourism Intern",
        freelance: false,
        duties: &[
            "plan itineraries that fit each traveller's budget",
            "book flights, trains, hotels and visas",
            "look after travellers before and during the trip",
            "sell holiday packages to walk-in and online leads",
        ],
        roles: &[
            r("Travel Consultant", Year(250, 600), Office, Any, &["Ticketing", "Amadeus", "Holiday packages", "Customer handling"]),
            r("Tour Manager", Year(300, 800), Field, Any, &["Group tours", "Itinerary planning", "Hindi and English", "Travel"]),
            r("Visa Executive", Year(250, 500), Office, Any, &["Visa documentation", "Embassy rules", "Customer handling", "Attention to detail"]),
            r("Ticketing Executive", Year(250, 500), Office, Any, &["GDS", "Galileo", "Airline ticketing", "Refunds"]),
            r("Holiday Package Sales Executive", Year(250, 700), Office, Any, &["Travel sales", "Holiday packages", "Follow-ups", "CRM"]),
            r("Tour Guide", Month(12, 25), Field, Any, &["Local history", "Foreign languages", "Storytelling", "Licensed guide"]),
        ],
    },
    Category {
        name: catalog::Category::Sports,
        weight: 2,
        intern: "Sports Management Intern",
        freelance: true,
        duties: &[
            "train members and athletes safely",
            "plan sessions and track progress",
            "run events, camps and tournaments",
            "keep equipment and facilities in good shape",
        ],
        roles: &[
            r("Fitness Trainer", Month(15, 35), Site, Any, &["Certified trainer", "Strength training", "Nutrition basics", "Client motivation"]),
            r("Sports Coach", Year(300, 900), Site, Any, &["Cricket coaching", "Football coaching", "Athlete development", "Session planning"]),
            r("Yoga Instructor", Month(15, 35), Site, Any, &["Hatha yoga", "Pranayama", "Group classes", "Certification"]),
            r("Sports Physiotherapist", Year(300, 900), Site, Any, &["Sports injuries", "Rehabilitation", "BPT or MPT", "Taping"]),
            r("Sports Marketing Executive", Year(300, 900), Office, Any, &["Sponsorships", "Events", "Social media", "Partnerships"]),
            r("Swimming Coach", Month(15, 32), Site, Any, &["Swimming instruction", "Lifesaving", "Stroke correction", "Kids coaching"]),
            r("Groundsman", Month(10, 16), Site, Male, &["Pitch preparation", "Lawn care", "Equipment upkeep"]),
        ],
    },
    Category {
        name: catalog::Category::NonProfit,
        weight: 2,
        intern: "Development Sector Intern",
        freelance: false,
        duties: &[
            "run programmes with communities and local partners",
            "track outcomes and write donor reports",
            "raise funds from individuals and CSR partners",
            "train volunteers and field staff",
        ],
        roles: &[
            r("Programme Officer", Year(350, 900), Field, Any, &["Project implementation", "Community mobilisation", "Report writing", "Monitoring and evaluation"]),
            r("Fundraising Executive", Year(300, 800), Office, Any, &["Donor acquisition", "CSR outreach", "Proposal writing", "CRM"]),
            r("Field Coordinator", Year(250, 500), Field, Any, &["Community work", "Local language", "Two-wheeler", "Data collection"]),
            r("CSR Manager", Year(800, 2000), Office, Any, &["CSR policy", "Schedule VII", "Partner NGOs", "Impact reporting"]),
            r("Monitoring and Evaluation Officer", Year(400, 1000), Office, Any, &["M&E frameworks", "KoboToolbox", "Data analysis", "Report writing"]),
            r("Community Health Worker", Month(10, 18), Field, Female, &["Community outreach", "Health awareness", "Local language", "Record keeping"]),
        ],
    },
    Category {
        name: catalog::Category::Government,
        weight: 2,
        intern: "Public Policy Intern",
        freelance: false,
        duties: &[
            "support a government project run by our team",
            "coordinate with district and municipal offices",
            "keep project records ready for review",
            "help citizens use public services",
        ],
        roles: &[
            r("Data Entry Operator (Government Project)", Year(250, 360), Office, Any, &["Data entry", "Hindi and English typing", "MS Excel", "Accuracy"]),
            r("Project Coordinator (e-Governance)", Year(400, 1000), Office, Any, &["Project coordination", "e-Governance", "Reporting", "Stakeholder meetings"]),
            r("Field Surveyor (Municipal Project)", Month(14, 24), Field, Any, &["Field surveys", "GPS devices", "Property mapping", "Two-wheeler"]),
            r("Public Health Consultant", Year(600, 1800), Office, Any, &["Public health", "NHM programmes", "Data analysis", "Report writing"]),
            r("Smart City Project Engineer", Year(500, 1400), Site, Any, &["Urban infrastructure", "Project monitoring", "AutoCAD", "Tendering"]),
            r("Aadhaar Enrolment Operator", Month(10, 18), Site, Any, &["Biometric devices", "Data entry", "Certified operator", "Customer handling"]),
            r("Government Liaison Officer", Year(400, 1200), Field, Any, &["Liaison", "Approvals and licences", "Documentation", "Local language"]),
        ],
    },
    Category {
        name: catalog::Category::Other,
        weight: 5,
        intern: "Office Administration Intern",
        freelance: false,
        duties: &[
            "keep the office running smoothly",
            "help visitors and staff with their requests",
            "maintain records and registers",
            "support the admin team with daily tasks",
        ],
        roles: &[
            r("Office Assistant", Month(10, 18), Site, Any, &["MS Office", "Filing", "Courier handling", "Errands"]),
            r("Receptionist", Month(12, 22), Site, Female, &["Front desk", "Call handling", "Visitor management", "English communication"]),
            r("Office Boy", Month(10, 15), Site, Male, &["Tea and pantry service", "Errands", "Cleaning", "Punctuality"]),
            r("Security Guard", Month(11, 20), Site, Male, &["Security training", "Night shifts", "Visitor management", "CCTV monitoring"]),
            r("Housekeeping Staff", Month(10, 17), Site, Any, &["Cleaning", "Hygiene standards", "Waste segregation"]),
            r("Data Entry Operator", Year(250, 350), Office, Any, &["Data entry", "Typing 35 wpm", "MS Excel", "Accuracy"]),
            r("Beautician", Month(12, 30), Site, Female, &["Skin care", "Hair styling", "Threading and waxing", "Customer care"]),
        ],
    },
    Category {
        name: catalog::Category::ProjectManagement,
        weight: 3,
        intern: "Project Management Intern",
        freelance: false,
        duties: &[
            "plan scope, schedule and budget with stakeholders",
            "run stand-ups and remove blockers",
            "track risks and report status to leadership",
            "make sure releases land on time",
        ],
        roles: &[
            r("Project Manager", Year(1200, 3500), Office, Any, &["PMP", "Agile", "Stakeholder management", "Risk management", "JIRA"]),
            r("Project Coordinator", Year(300, 800), Office, Any, &["Scheduling", "MS Project", "Documentation", "Follow-ups"]),
            r("Scrum Master", Year(1000, 2800), Tech, Any, &["Scrum", "JIRA", "Agile coaching", "Sprint planning"]),
            r("Technical Program Manager", Year(1800, 4000), Tech, Any, &["Program management", "System design basics", "Roadmaps", "Cross-team delivery"]),
            r("PMO Analyst", Year(500, 1400), Office, Any, &["PMO reporting", "Resource planning", "Excel", "Governance"]),
            r("Construction Project Manager", Year(1000, 3000), Site, Any, &["Construction planning", "Primavera", "Contractor management", "Cost control"]),
        ],
    },
    Category {
        name: catalog::Category::RealEstate,
        weight: 3,
        intern: "Real Estate Intern",
        freelance: false,
        duties: &[
            "show properties to buyers and tenants",
            "follow up leads until the booking",
            "coordinate documentation and registration",
            "keep track of market prices in the micro-market",
        ],
        roles: &[
            r("Real Estate Sales Executive", Year(250, 700), Field, Any, &["Property sales", "Site visits", "Negotiation", "Local market knowledge"]),
            r("Property Consultant", Year(250, 800), Field, Any, &["Residential sales", "Lead follow-up", "Documentation", "Two-wheeler"]),
            r("Leasing Manager", Year(600, 1800), Office, Any, &["Commercial leasing", "Tenant relations", "Negotiation", "Lease agreements"]),
            r("CRM Executive (Real Estate)", Year(250, 600), Office, Any, &["Customer relations", "Payment follow-ups", "Documentation", "Excel"]),
            r("Site Sales Manager", Year(500, 1500), Site, Any, &["Site sales", "Team handling", "Closures", "Channel partners"]),
            r("Property Manager", Year(400, 1200), Site, Any, &["Property management", "Maintenance", "Rent collection", "Vendor management"]),
        ],
    },
    Category {
        name: catalog::Category::Retail,
        weight: 8,
        intern: "Retail Management Trainee",
        freelance: false,
        duties: &[
            "help customers find the right products",
            "keep shelves stocked and displays neat",
            "handle billing and returns",
            "meet daily and monthly sales targets",
        ],
        roles: &[
            r("Retail Sales Associate", Month(11, 20), Site, Any, &["Customer handling", "Billing", "Product knowledge", "Visual merchandising"]),
            r("Store Manager", Year(400, 1200), Site, Any, &["Store P&L", "Team management", "Inventory", "Customer experience"]),
            r("Cashier", Month(11, 20), Site, Any, &["POS billing", "Cash handling", "Customer service"]),
            r("Visual Merchandiser", Year(300, 800), Site, Any, &["Window displays", "Planograms", "Brand guidelines", "Store layouts"]),
            r("Store Helper", Month(10, 15), Site, Male, &["Stock handling", "Shelf filling", "Loading and unloading"]),
            r("Assistant Store Manager", Year(300, 700), Site, Any, &["Store operations", "Staff rostering", "Inventory", "Sales reports"]),
        ],
    },
    Category {
        name: catalog::Category::Transportation,
        weight: 14,
        intern: "Transport Operations Intern",
        freelance: false,
        duties: &[
            "deliver goods and passengers safely and on time",
            "plan routes and follow the dispatch schedule",
            "keep the vehicle clean and road-worthy",
            "maintain trip logs, fuel slips and delivery records",
        ],
        roles: &[
            r("Delivery Executive", Month(14, 26), Site, Male, &["Two-wheeler with valid licence", "Smartphone navigation", "Cash on delivery handling", "Local area knowledge"]),
            r("Truck Driver", Month(16, 32), Site, Male, &["Heavy vehicle licence", "Highway driving", "Vehicle maintenance", "Route knowledge"]),
            r("Cab Driver", Month(15, 30), Site, Male, &["LMV licence", "City routes", "Smartphone navigation", "Passenger safety"]),
            r("Fleet Supervisor", Year(300, 700), Site, Any, &["Fleet management", "Driver scheduling", "GPS tracking", "Vehicle maintenance"]),
            r("Logistics Coordinator", Year(300, 800), Office, Any, &["Shipment tracking", "Transporter coordination", "Excel", "Documentation"]),
            r("Bus Driver", Month(16, 28), Site, Male, &["Heavy passenger vehicle licence", "Safe driving record", "Route discipline"]),
            r("Company Driver", Month(15, 25), Site, Male, &["LMV licence", "Clean driving record", "City routes", "Punctuality"]),
        ],
    },
    Category {
        name: catalog::Category::AccountingFinance,
        weight: 7,
        intern: "Accounts Intern",
        freelance: false,
        duties: &[
            "maintain books of accounts in Tally",
            "file GST and TDS returns on time",
            "reconcile bank statements and ledgers",
            "support the yearly audit",
        ],
        roles: &[
            r("Accountant", Year(250, 700), Office, Any, &["Tally Prime", "GST returns", "TDS", "Bank reconciliation"]),
            r("Accounts Executive", Year(250, 500), Office, Any, &["Tally Prime", "Invoicing", "Vendor payments", "Excel"]),
            r("Accounts Payable Executive", Year(250, 600), Office, Any, &["Accounts payable", "Vendor reconciliation", "SAP", "Excel"]),
            r("Tally Operator", Year(250, 400), Office, Any, &["Tally Prime", "Voucher entry", "GST basics", "Excel"]),
            r("Cost Accountant", Year(500, 1500), Office, Any, &["CMA qualified", "Cost audits", "Inventory costing", "SAP CO"]),
            r("Finance Manager", Year(1000, 3000), Office, Any, &["Financial reporting", "Taxation", "Audits", "Team management"]),
            r("GST Executive", Year(250, 600), Office, Any, &["GST returns", "E-way bills", "Reconciliation", "Tally Prime"]),
        ],
    },
    Category {
        name: catalog::Category::Agriculture,
        weight: 3,
        intern: "Agriculture Intern",
        freelance: false,
        duties: &[
            "advise farmers on crops, inputs and practices",
            "run field demonstrations in villages",
            "track crop health and yields",
            "manage farm workers and machinery",
        ],
        roles: &[
            r("Agronomist", Year(350, 1000), Field, Any, &["Crop management", "Soil testing", "Farmer training", "Agri inputs"]),
            r("Farm Supervisor", Month(14, 25), Field, Any, &["Farm operations", "Labour management", "Irrigation", "Record keeping"]),
            r("Agriculture Field Officer", Year(250, 600), Field, Any, &["Farmer meetings", "Local language", "Two-wheeler", "Field demonstrations"]),
            r("Tractor Driver", Month(12, 22), Site, Male, &["Tractor licence", "Farm implements", "Basic maintenance"]),
            r("Dairy Farm Worker", Month(10, 16), Site, Any, &["Cattle care", "Milking", "Fodder management"]),
            r("Agri Sales Officer", Year(300, 800), Field, Any, &["Seeds and fertiliser sales", "Dealer network", "Farmer meetings", "Targets"]),
        ],
    },
    Category {
        name: catalog::Category::AutomotiveJobs,
        weight: 3,
        intern: "Automobile Service Trainee",
        freelance: false,
        duties: &[
            "diagnose and repair customer vehicles",
            "explain estimates and work done to customers",
            "follow the manufacturer's service standards",
            "keep the workshop safe and tidy",
        ],
        roles: &[
            r("Automobile Mechanic", Month(12, 28), Site, Male, &["Two-wheeler servicing", "Four-wheeler diagnostics", "ITI Motor Mechanic", "Engine repair"]),
            r("Service Advisor", Year(250, 600), Site, Any, &["Job cards", "Customer handling", "DMS software", "Vehicle knowledge"]),
            r("Car Sales Consultant", Year(250, 700), Site, Any, &["Showroom sales", "Test drives", "Finance and insurance", "Driving licence"]),
            r("Auto Electrician", Month(14, 28), Site, Male, &["Vehicle wiring", "Battery and alternator", "Diagnostic scanners", "ITI Electrician"]),
            r("Workshop Manager", Year(500, 1400), Site, Any, &["Workshop operations", "Technician management", "Customer satisfaction", "Parts planning"]),
            r("Vehicle Inspection Engineer", Year(300, 800), Site, Any, &["Vehicle inspection", "Insurance surveys", "Reports", "Two-wheeler"]),
            r("Two-Wheeler Technician", Month(12, 24), Site, Male, &["Bike servicing", "Engine tuning", "EV basics", "Spare parts"]),
        ],
    },
    Category {
        name: catalog::Category::Construction,
        weight: 7,
        intern: "Civil Engineering Intern",
        freelance: false,
        duties: &[
            "carry out work as per drawings and specifications",
            "follow safety rules on site at all times",
            "coordinate with the site engineer and other trades",
            "report daily progress and material needs",
        ],
        roles: &[
            r("Site Supervisor", Month(18, 35), Site, Any, &["Site supervision", "Labour management", "Reading drawings", "Daily progress reports"]),
            r("Electrician", Month(14, 30), Site, Male, &["ITI Electrician", "Wiring", "Panel installation", "Safety practices"]),
            r("Plumber", Month(14, 28), Site, Male, &["Pipe fitting", "Sanitary installation", "Leak repairs", "ITI Plumber"]),
            r("Mason", Month(14, 26), Site, Male, &["Brickwork", "Plastering", "Tiling", "Reading levels"]),
            r("Welder", Month(15, 30), Site, Male, &["ITI Welder", "Arc welding", "MIG/TIG", "Blueprint reading"]),
            r("Carpenter", Month(14, 28), Site, Male, &["Shuttering", "Furniture work", "Power tools", "Measurements"]),
            r("Quantity Surveyor", Year(400, 1200), Office, Any, &["BOQ", "Rate analysis", "Billing", "AutoCAD"]),
            r("Safety Officer", Year(350, 1000), Site, Any, &["NEBOSH or ADIS", "Toolbox talks", "Permit to work", "Incident reporting"]),
        ],
    },
    Category {
        name: catalog::Category::CustomerService,
        weight: 8,
        intern: "Customer Experience Intern",
        freelance: false,
        duties: &[
            "answer customer calls, chats and emails",
            "resolve complaints within the agreed time",
            "log every interaction in the ticketing tool",
            "share recurring issues with the product team",
        ],
        roles: &[
            r("Customer Support Executive", Year(250, 450), Office, Any, &["English communication", "Ticketing tools", "Email support", "Problem solving"]),
            r("Telecaller", Month(12, 20), Office, Female, &["Outbound calling", "Hindi and English", "Follow-ups", "Basic computer skills"]),
            r("Customer Care Executive (Voice)", Year(250, 450), Office, Any, &["Voice process", "Hindi and English", "Rotational shifts", "CRM"]),
            r("Chat Support Executive", Year(250, 450), Tech, Any, &["Chat support", "Typing speed", "Zendesk", "Written English"]),
            r("Customer Success Manager", Year(600, 2000), Tech, Any, &["SaaS onboarding", "Renewals", "Account health", "Presentations"]),
            r("Team Leader (Customer Service)", Year(350, 700), Office, Any, &["Team handling", "Quality monitoring", "Escalations", "Shrinkage control"]),
            r("Technical Support Engineer", Year(300, 800), Tech, Any, &["Troubleshooting", "Windows and networking", "Ticketing tools", "Remote support"]),
        ],
    },
    Category {
        name: catalog::Category::Development,
        weight: 8,
        intern: "Software Development Intern",
        freelance: true,
        duties: &[
            "design, build and maintain backend services",
            "write clean, tested code and review pull requests",
            "improve performance and reliability in production",
            "take part in design discussions and on-call",
            "mentor newer engineers",
        ],
        roles: &[
            r("Software Engineer", Year(450, 3000), Tech, Any, &["Java", "Spring Boot", "Microservices", "SQL", "Git"]),
            r("Backend Developer (Java)", Year(500, 2800), Tech, Any, &["Java", "Spring Boot", "Kafka", "PostgreSQL", "REST APIs"]),
            r("Python Developer", Year(400, 2400), Tech, Any, &["Python", "Django", "FastAPI", "PostgreSQL", "Docker"]),
            r("C++ Developer", Year(500, 2800), Tech, Any, &["C++", "STL", "Multithreading", "Linux", "Data structures"]),
            r("C# Developer", Year(400, 2200), Tech, Any, &["C#", ".NET", "WPF", "SQL Server", "LINQ"]),
            r("Golang Developer", Year(700, 3200), Tech, Any, &["Go", "gRPC", "Microservices", "PostgreSQL", "Kubernetes"]),
            r("DevOps Engineer", Year(600, 3000), Tech, Any, &["Kubernetes", "Docker", "Terraform", "AWS", "CI/CD"]),
            r("Rust Developer", Year(900, 3600), Tech, Any, &["Rust", "Tokio", "Systems programming", "PostgreSQL", "Linux"]),
            r("Site Reliability Engineer", Year(900, 3800), Tech, Any, &["Linux", "Prometheus", "Kubernetes", "Incident response", "Python"]),
        ],
    },
    Category {
        name: catalog::Category::Education,
        weight: 5,
        intern: "Teaching Intern",
        freelance: true,
        duties: &[
            "plan and teach engaging lessons",
            "track each learner's progress and share feedback with parents",
            "prepare worksheets, tests and study material",
            "take part in school events and training",
        ],
        roles: &[
            r("Primary School Teacher", Year(250, 600), Site, Female, &["B.Ed", "Classroom management", "Lesson planning", "English medium"]),
            r("Maths Teacher", Year(300, 800), Site, Any, &["Mathematics", "CBSE curriculum", "B.Ed", "Doubt solving"]),
            r("Online Tutor", Year(250, 700), Tech, Any, &["Online teaching", "Subject expertise", "Zoom", "Patience"]),
            r("Academic Counsellor", Year(300, 700), Office, Any, &["Student counselling", "Admissions", "Follow-ups", "CRM"]),
            r("Lecturer", Year(400, 1200), Site, Any, &["Postgraduate degree", "NET qualified", "Lecture delivery", "Research"]),
            r("Curriculum Developer", Year(400, 1200), Office, Any, &["Curriculum design", "NCERT syllabus", "Content writing", "Assessment design"]),
            r("Preschool Teacher", Year(250, 450), Site, Female, &["Early childhood education", "Montessori training", "Storytelling", "Child care"]),
        ],
    },
    Category {
        name: catalog::Category::Healthcare,
        weight: 7,
        intern: "Healthcare Intern",
        freelance: false,
        duties: &[
            "care for patients with empathy and skill",
            "follow clinical protocols and infection control",
            "keep patient records complete and accurate",
            "work in rotational shifts with doctors and nurses",
        ],
        roles: &[
            r("Staff Nurse", Year(250, 600), Site, Female, &["GNM or B.Sc Nursing", "Patient care", "IV cannulation", "Registered nurse"]),
            r("Medical Officer", Year(800, 2400), Site, Any, &["MBBS", "Patient consultation", "Emergency care", "Medical records"]),
            r("Pharmacist", Year(250, 500), Site, Any, &["D.Pharm or B.Pharm", "Dispensing", "Inventory", "Pharmacy licence"]),
            r("Lab Technician", Month(12, 25), Site, Any, &["DMLT", "Sample collection", "Lab equipment", "Reports"]),
            r("Ward Attendant", Month(10, 16), Site, Any, &["Patient assistance", "Hygiene", "Shift work"]),
            r("Medical Coder", Year(300, 900), Office, Any, &["ICD-10", "CPT", "Medical terminology", "AAPC certification"]),
            r("Hospital Administrator", Year(600, 1800), Site, Any, &["Hospital operations", "NABH", "Billing", "Staff management"]),
            r("Physiotherapist", Year(300, 900), Site, Any, &["BPT", "Rehabilitation", "Electrotherapy", "Patient assessment"]),
        ],
    },
    Category {
        name: catalog::Category::HumanResource,
        weight: 5,
        intern: "HR Intern",
        freelance: false,
        duties: &[
            "source and screen candidates",
            "run onboarding and employee engagement",
            "process payroll inputs and statutory compliance",
            "handle employee queries with care",
        ],
        roles: &[
            r("HR Executive", Year(250, 600), Office, Any, &["Recruitment", "Onboarding", "HRMS", "Employee relations"]),
            r("HR Generalist", Year(400, 1000), Office, Any, &["HR operations", "Policies", "Performance management", "Engagement"]),
            r("Talent Acquisition Specialist", Year(400, 1400), Office, Any, &["Sourcing", "Naukri and LinkedIn", "Interview scheduling", "Offer negotiation"]),
            r("HR Business Partner", Year(1000, 3000), Office, Any, &["Business partnering", "Org design", "Employee relations", "HR analytics"]),
            r("Payroll Executive", Year(300, 700), Office, Any, &["Payroll processing", "PF and ESI", "Excel", "Statutory compliance"]),
            r("Recruiter", Year(250, 700), Office, Any, &["Bulk hiring", "Job portals", "Screening calls", "Follow-ups"]),
            r("HR Manager", Year(800, 2400), Office, Any, &["HR strategy", "Labour laws", "Team leadership", "Compensation"]),
        ],
    },
    Category {
        name: catalog::Category::LogisticsAndSupplyChain,
        weight: 10,
        intern: "Supply Chain Intern",
        freelance: false,
        duties: &[
            "receive, store and dispatch goods accurately",
            "keep stock records in the WMS up to date",
            "plan inventory with purchase and sales teams",
            "follow safety and 5S rules in the warehouse",
        ],
        roles: &[
            r("Warehouse Helper", Month(10, 16), Site, Male, &["Loading and unloading", "Packing", "Stock handling", "Physical fitness"]),
            r("Warehouse Supervisor", Month(18, 32), Site, Any, &["Warehouse operations", "WMS", "Team handling", "Inventory counts"]),
            r("Supply Chain Analyst", Year(450, 1500), Office, Any, &["Demand planning", "SAP MM", "Excel", "Inventory optimisation"]),
            r("Inventory Controller", Year(300, 700), Site, Any, &["Stock audits", "ERP", "Cycle counts", "Excel"]),
            r("Procurement Executive", Year(300, 800), Office, Any, &["Vendor sourcing", "Purchase orders", "Negotiation", "SAP MM"]),
            r("Forklift Operator", Month(14, 24), Site, Male, &["Forklift licence", "Reach truck", "Warehouse safety"]),
            r("Picker Packer", Month(10, 16), Site, Any, &["Order picking", "Packing", "Handheld scanners"]),
            r("Logistics Manager", Year(700, 2000), Office, Any, &["Logistics planning", "Transport contracts", "Cost optimisation", "Team leadership"]),
        ],
    },
    Category {
        name: catalog::Category::Manufacturing,
        weight: 6,
        intern: "Manufacturing Trainee",
        freelance: false,
        duties: &[
            "run machines to the production plan",
            "check output against quality standards",
            "follow safety rules and 5S on the shop floor",
            "report breakdowns and support maintenance",
        ],
        roles: &[
            r("Machine Operator", Month(12, 22), Site, Any, &["CNC operation", "ITI Fitter", "Shift work", "Safety norms"]),
            r("CNC Programmer", Month(18, 35), Site, Any, &["CNC programming", "Fanuc and Siemens controls", "Drawing reading", "Tool offsets"]),
            r("Production Supervisor", Year(300, 700), Site, Any, &["Shift supervision", "Production targets", "Manpower planning", "5S"]),
            r("Plant Manager", Year(1500, 4000), Site, Any, &["Plant operations", "Lean manufacturing", "Budgeting", "Safety leadership"]),
            r("Fitter", Month(13, 24), Site, Male, &["ITI Fitter", "Assembly", "Measuring tools", "Maintenance"]),
            r("Assembly Line Worker", Month(10, 17), Site, Any, &["Assembly work", "Hand tools", "Shift work"]),
            r("Quality Engineer", Year(300, 900), Site, Any, &["SPC", "PPAP", "Root cause analysis", "Inspection"]),
        ],
    },
    Category {
        name: catalog::Category::Marketing,
        weight: 5,
        intern: "Marketing Intern",
        freelance: true,
        duties: &[
            "plan campaigns across digital and offline channels",
            "work with agencies on creatives",
            "track brand health and campaign results",
            "organise events and activations",
        ],
        roles: &[
            r("Marketing Executive", Year(250, 600), Field, Any, &["Field marketing", "Events", "Market research", "Communication"]),
            r("Brand Manager", Year(1000, 3000), Office, Any, &["Brand strategy", "Consumer insights", "ATL/BTL", "P&L"]),
            r("Product Marketing Manager", Year(1200, 3600), Tech, Any, &["Positioning", "Go-to-market", "Sales enablement", "Competitive analysis"]),
            r("Marketing Manager", Year(800, 2400), Office, Any, &["Marketing planning", "Budgets", "Agency management", "Analytics"]),
            r("Trade Marketing Executive", Year(300, 800), Field, Any, &["Trade promotions", "Retail visibility", "Distributor schemes", "Merchandising"]),
            r("Event Marketing Coordinator", Year(300, 800), Field, Any, &["Event planning", "Vendor management", "On-ground activations", "Budgets"]),
        ],
    },
    Category {
        name: catalog::Category::MediaAndCommunication,
        weight: 3,
        intern: "Media Intern",
        freelance: true,
        duties: &[
            "create stories for print, web and video",
            "pitch ideas and meet tight deadlines",
            "manage press and stakeholder communication",
            "edit and publish content across channels",
        ],
        roles: &[
            r("Video Editor", Year(250, 900), Office, Any, &["Premiere Pro", "Final Cut Pro", "Colour grading", "YouTube"]),
            r("Journalist", Year(300, 1000), Field, Any, &["News reporting", "Interviewing", "Fact checking", "Hindi and English"]),
            r("Public Relations Executive", Year(300, 900), Office, Any, &["Media relations", "Press releases", "Event coordination", "Writing"]),
            r("Corporate Communications Manager", Year(1000, 3000), Office, Any, &["Internal communications", "Media strategy", "Crisis communication", "Writing"]),
            r("News Anchor", Year(400, 1500), Site, Any, &["On-camera presence", "Hindi and English", "Live reporting", "Teleprompter"]),
            r("Radio Jockey", Year(300, 1000), Site, Any, &["Voice modulation", "Show hosting", "Local language", "Scripting"]),
            r("Camera Operator", Month(15, 30), Site, Any, &["Camera handling", "Lighting", "Outdoor shoots", "Equipment care"]),
        ],
    },
];

/// An employer's line of business: which categories it mostly posts in, and how its name
/// and profile read.
pub struct Industry {
    /// The `industry` profile field.
    pub name: &'static str,
    pub weight: u32,
    /// Completes "... is {phrase} based in ...".
    pub phrase: &'static str,
    pub categories: &'static [catalog::Category],
    /// The second word of company names.
    pub nouns: &'static [&'static str],
    /// Whether names take a legal suffix (Pvt Ltd, LLP); not for trusts and societies.
    pub legal: bool,
    /// Completes "Founded in 1998, it ...".
    pub blurbs: &'static [&'static str],
}

#[rustfmt::skip]
pub const INDUSTRIES: &[Industry] = &[
    Industry {
        name: "Information Technology",
        weight: 16,
        phrase: "an IT services company",
        categories: &[catalog::Category::WebDevelopment, catalog::Category::MobileDevelopment, catalog::Category::Development, catalog::Category::DataScience, catalog::Category::QualityAssurance, catalog::Category::UIUXDesign, catalog::Category::ProjectManagement, catalog::Category::CustomerService, catalog::Category::HumanResource, catalog::Category::Sales],
        nouns: &["Infotech", "Softlabs", "Technologies", "Software", "Systems", "Digital", "Tech Solutions", "Cloudworks"],
        legal: true,
        blurbs: &[
            "builds custom software and cloud platforms for banks, retailers and start-ups",
            "runs product engineering teams for clients in India, Europe and the US",
            "makes SaaS tools that help small businesses manage billing, stock and staff",
        ],
    },
    Industry {
        name: "Logistics",
        weight: 12,
        phrase: "a logistics company",
        categories: &[catalog::Category::Transportation, catalog::Category::LogisticsAndSupplyChain, catalog::Category::Operations, catalog::Category::CustomerService, catalog::Category::AccountingFinance],
        nouns: &["Logistics", "Transport", "Express", "Freight Carriers", "Movers", "Cargo"],
        legal: true,
        blurbs: &[
            "moves parcels and full truckloads across more than 200 towns",
            "runs warehouses and last-mile delivery for e-commerce brands",
            "operates a fleet of trucks and vans serving manufacturers and retailers",
        ],
    },
    Industry {
        name: "E-commerce",
        weight: 8,
        phrase: "an online retailer",
        categories: &[catalog::Category::ECommerce, catalog::Category::DigitalMarketing, catalog::Category::CustomerService, catalog::Category::LogisticsAndSupplyChain, catalog::Category::WebDevelopment, catalog::Category::Marketing, catalog::Category::GraphicDesign],
        nouns: &["Bazaar", "Commerce", "Online", "Mart", "Direct"],
        legal: true,
        blurbs: &[
            "sells home, kitchen and lifestyle products to customers in every pin code",
            "runs a direct-to-consumer brand of ethnic wear and accessories",
            "connects local manufacturers with buyers across India",
        ],
    },
    Industry {
        name: "Banking & Financial Services",
        weight: 7,
        phrase: "a financial services company",
        categories: &[catalog::Category::Banking, catalog::Category::Finance, catalog::Category::AccountingFinance, catalog::Category::Sales, catalog::Category::CustomerService, catalog::Category::Legal],
        nouns: &["Finserv", "Capital", "Finance", "Credit", "Fincorp", "Money"],
        legal: true,
        blurbs: &[
            "offers small business loans, gold loans and savings products",
            "is an RBI-registered NBFC lending to salaried and self-employed customers",
            "helps families invest in mutual funds, bonds and insurance",
        ],
    },
    Industry {
        name: "Insurance",
        weight: 3,
        phrase: "an insurance broking firm",
        categories: &[catalog::Category::Insurance, catalog::Category::Sales, catalog::Category::CustomerService, catalog::Category::AccountingFinance],
        nouns: &["Insurance Brokers", "Insurance Services", "Assurance Advisors"],
        legal: true,
        blurbs: &[
            "advises families and businesses on life, health and motor insurance",
            "handles group health insurance and claims for mid-sized employers",
        ],
    },
    Industry {
        name: "Healthcare",
        weight: 8,
        phrase: "a healthcare company",
        categories: &[catalog::Category::Healthcare, catalog::Category::Research, catalog::Category::Sales, catalog::Category::QualityAssurance, catalog::Category::CustomerService, catalog::Category::Operations],
        nouns: &["Hospitals", "Healthcare", "Pharma", "Diagnostics", "Lifesciences", "Clinics"],
        legal: true,
        blurbs: &[
            "works to make quality healthcare affordable for families across the region",
            "serves patients through its hospitals, clinics and labs",
            "partners with doctors and hospitals across India",
        ],
    },
    Industry {
        name: "Hospitality",
        weight: 5,
        phrase: "a hospitality group",
        categories: &[catalog::Category::Hospitality, catalog::Category::TravelAndTourism, catalog::Category::CustomerService, catalog::Category::Operations],
        nouns: &["Hotels", "Hospitality", "Resorts", "Foods", "Kitchens", "Caterers"],
        legal: true,
        blurbs: &[
            "serves lakhs of guests a year across its properties and kitchens",
            "is known for warm service and regional food",
            "looks after business travellers, families and events",
        ],
    },
    Industry {
        name: "Travel & Tourism",
        weight: 3,
        phrase: "a travel company",
        categories: &[catalog::Category::TravelAndTourism, catalog::Category::Sales, catalog::Category::CustomerService, catalog::Category::DigitalMarketing],
        nouns: &["Travels", "Holidays", "Tours", "Journeys"],
        legal: true,
        blurbs: &[
            "plans family holidays, pilgrimages and corporate trips",
            "organises group tours across India and South-East Asia",
        ],
    },
    Industry {
        name: "Education",
        weight: 6,
        phrase: "an education company",
        categories: &[catalog::Category::Education, catalog::Category::ContentWriting, catalog::Category::Sales, catalog::Category::BusinessDevelopment, catalog::Category::CustomerService],
        nouns: &["Academy", "Learning", "Edutech", "Classes", "Institute"],
        legal: true,
        blurbs: &[
            "runs schools and coaching centres for competitive exams",
            "offers online courses and live classes in English and Indian languages",
            "trains young people in job-ready skills",
        ],
    },
    Industry {
        name: "Manufacturing",
        weight: 8,
        phrase: "a manufacturing company",
        categories: &[catalog::Category::Manufacturing, catalog::Category::Engineering, catalog::Category::QualityAssurance, catalog::Category::Operations, catalog::Category::LogisticsAndSupplyChain, catalog::Category::HumanResource, catalog::Category::AccountingFinance],
        nouns: &["Industries", "Engineering Works", "Polymers", "Textiles", "Steel", "Packaging", "Electricals", "Auto Components"],
        legal: true,
        blurbs: &[
            "runs ISO-certified plants supplying automotive, FMCG and infrastructure companies",
            "makes products for customers in India and abroad",
            "has grown from a small workshop into a multi-plant manufacturer",
        ],
    },
    Industry {
        name: "Automotive",
        weight: 4,
        phrase: "an automobile dealership and service group",
        categories: &[catalog::Category::AutomotiveJobs, catalog::Category::Manufacturing, catalog::Category::Sales, catalog::Category::Engineering, catalog::Category::CustomerService],
        nouns: &["Motors", "Automobiles", "Auto Care", "Wheels", "Autoworks"],
        legal: true,
        blurbs: &[
            "runs car and two-wheeler showrooms with service workshops",
            "services and repairs commercial vehicles for fleet owners",
        ],
    },
    Industry {
        name: "Construction & Infrastructure",
        weight: 5,
        phrase: "a construction company",
        categories: &[catalog::Category::Construction, catalog::Category::Engineering, catalog::Category::ProjectManagement, catalog::Category::RealEstate, catalog::Category::Operations],
        nouns: &["Constructions", "Infra", "Infrastructure", "Builders", "Projects"],
        legal: true,
        blurbs: &[
            "builds residential towers, roads and industrial sheds",
            "executes civil and MEP work for commercial projects",
        ],
    },
    Industry {
        name: "Real Estate",
        weight: 3,
        phrase: "a real estate developer",
        categories: &[catalog::Category::RealEstate, catalog::Category::Sales, catalog::Category::Marketing, catalog::Category::Construction, catalog::Category::CustomerService],
        nouns: &["Realty", "Estates", "Properties", "Developers", "Homes"],
        legal: true,
        blurbs: &[
            "develops affordable and mid-segment housing",
            "builds and leases office parks and retail spaces",
        ],
    },
    Industry {
        name: "Retail",
        weight: 8,
        phrase: "a retail chain",
        categories: &[catalog::Category::Retail, catalog::Category::Sales, catalog::Category::CustomerService, catalog::Category::LogisticsAndSupplyChain, catalog::Category::Marketing],
        nouns: &["Retail", "Supermart", "Stores", "Fashions", "Electronics", "Emporium"],
        legal: true,
        blurbs: &[
            "runs stores in malls and high streets across the region",
            "sells to lakhs of shoppers every month through its stores and website",
            "has grown from a single family shop into a regional chain",
        ],
    },
    Industry {
        name: "Media & Advertising",
        weight: 4,
        phrase: "a media and advertising agency",
        categories: &[catalog::Category::MediaAndCommunication, catalog::Category::ContentWriting, catalog::Category::GraphicDesign, catalog::Category::DigitalMarketing, catalog::Category::Marketing, catalog::Category::Design],
        nouns: &["Media", "Films", "Communications", "Studios", "Creatives", "Advertising"],
        legal: true,
        blurbs: &[
            "creates campaigns, films and digital content for brands",
            "publishes news and entertainment in Hindi and English",
        ],
    },
    Industry {
        name: "Consulting",
        weight: 4,
        phrase: "a consulting firm",
        categories: &[catalog::Category::Consulting, catalog::Category::Research, catalog::Category::BusinessDevelopment, catalog::Category::Finance, catalog::Category::DataScience, catalog::Category::ProjectManagement],
        nouns: &["Consulting", "Advisors", "Consultants", "Research", "Analytics"],
        legal: true,
        blurbs: &[
            "advises family businesses and start-ups on strategy and finance",
            "helps companies implement ERP and analytics systems",
            "runs market research studies for consumer brands",
        ],
    },
    Industry {
        name: "Legal Services",
        weight: 1,
        phrase: "a law firm",
        categories: &[catalog::Category::Legal, catalog::Category::Research, catalog::Category::Consulting],
        nouns: &["Law Associates", "Legal", "Legal Services"],
        legal: true,
        blurbs: &[
            "advises companies on contracts, disputes and compliance",
            "handles corporate, property and employment matters",
        ],
    },
    Industry {
        name: "Agriculture",
        weight: 3,
        phrase: "an agribusiness company",
        categories: &[catalog::Category::Agriculture, catalog::Category::Manufacturing, catalog::Category::LogisticsAndSupplyChain, catalog::Category::Sales, catalog::Category::Research],
        nouns: &["Agro", "Agritech", "Farms", "Foods", "Dairy", "Organics"],
        legal: true,
        blurbs: &[
            "works with thousands of farmers and farmer producer organisations",
            "sources, processes and sells farm produce across India",
            "helps farmers raise yields with better inputs and advice",
        ],
    },
    Industry {
        name: "Staffing & Business Services",
        weight: 8,
        phrase: "a staffing and business services company",
        categories: &[catalog::Category::CustomerService, catalog::Category::HumanResource, catalog::Category::Operations, catalog::Category::Sales, catalog::Category::Other],
        nouns: &["Staffing", "Manpower Services", "Business Services", "Workforce Solutions", "Facility Services"],
        legal: true,
        blurbs: &[
            "provides staff, facility management and back-office services to large employers",
            "runs customer support centres for telecom and banking clients",
        ],
    },
    Industry {
        name: "Sports & Fitness",
        weight: 2,
        phrase: "a sports and fitness company",
        categories: &[catalog::Category::Sports, catalog::Category::Healthcare, catalog::Category::Marketing, catalog::Category::Sales],
        nouns: &["Sports", "Fitness", "Athletics", "Sports Academy"],
        legal: true,
        blurbs: &[
            "runs gyms, sports academies and school sports programmes",
            "organises marathons and community sports leagues",
        ],
    },
    Industry {
        name: "Non-Profit",
        weight: 2,
        phrase: "a non-profit organisation",
        categories: &[catalog::Category::NonProfit, catalog::Category::Research, catalog::Category::Education, catalog::Category::Healthcare],
        nouns: &["Foundation", "Trust", "Seva Samiti", "Welfare Society"],
        legal: false,
        blurbs: &[
            "works on education and livelihoods in rural districts",
            "runs health and nutrition programmes with local communities",
        ],
    },
    Industry {
        name: "Public Services & Civic Tech",
        weight: 2,
        phrase: "a public services contractor",
        categories: &[catalog::Category::Government, catalog::Category::ProjectManagement, catalog::Category::Development, catalog::Category::Operations, catalog::Category::Research],
        nouns: &["Civic Solutions", "e-Governance Services", "Public Systems"],
        legal: true,
        blurbs: &[
            "runs citizen service centres and e-governance projects for state departments",
            "builds and operates digital public services for municipalities",
        ],
    },
    Industry {
        name: "Design",
        weight: 2,
        phrase: "a design studio",
        categories: &[catalog::Category::Design, catalog::Category::GraphicDesign, catalog::Category::UIUXDesign, catalog::Category::Marketing],
        nouns: &["Design Studio", "Designs", "Creative Labs"],
        legal: true,
        blurbs: &[
            "designs brands, packaging and digital products",
            "designs interiors for homes, offices and restaurants",
        ],
    },
    Industry {
        name: "Renewable Energy",
        weight: 2,
        phrase: "a renewable energy company",
        categories: &[catalog::Category::Engineering, catalog::Category::Construction, catalog::Category::Operations, catalog::Category::ProjectManagement, catalog::Category::Sales],
        nouns: &["Solar", "Energy", "Power Systems", "Renewables"],
        legal: true,
        blurbs: &[
            "installs rooftop solar for homes, factories and housing societies",
            "builds and maintains solar and wind parks",
        ],
    },
];

/// First words of company names.
#[rustfmt::skip]
pub const NAME_WORDS: &[&str] = &[
    "Abhyuday", "Akshar", "Amodini", "Anupam", "Anvaya", "Aranya", "Arohan", "Ashvika", "Avani",
    "Bhoomija", "Chaitra", "Chandrika", "Charvi", "Darshana", "Devika", "Dhanvi", "Dhruvtara",
    "Ekansh", "Gagan", "Girnar", "Gulmohar", "Hamsa", "Harit", "Hiranya", "Indradhanu",
    "Ishanvi", "Jaladhi", "Jharokha", "Kalindi", "Kalpavan", "Kanak", "Kesari", "Kiranmay",
    "Koyal", "Kshitij", "Madhuvan", "Malhar", "Mandakini", "Mayur", "Meghdoot", "Mitravan",
    "Mrigank", "Nabhas", "Nandan", "Navodit", "Navrang", "Neelambar", "Nilgiri", "Nirjhar",
    "Ojasvi", "Padmaja", "Palash", "Pankhudi", "Parijat", "Pavani", "Prakriti", "Pranjal",
    "Prerak", "Purvai", "Raagini", "Rajhans", "Ratnakar", "Revati", "Rituraj", "Sahyog",
    "Samanvay", "Sampada", "Sanchay", "Saptak", "Saral", "Sarovar", "Shaurya", "Shikhar",
    "Shilpkar", "Shreyas", "Shubhra", "Siddhant", "Sindoori", "Sparsh", "Srijan", "Sugandh",
    "Sumeru", "Suvarna", "Swarnim", "Tejomay", "Trivedika", "Tulika", "Unmesh", "Urvija",
    "Utkarsh", "Vaidehi", "Varenya", "Vasundhara", "Vedika", "Vibhav", "Vihang", "Vindhya",
    "Vishwam", "Yashasvi", "Yugantar",
];

#[rustfmt::skip]
pub const FIRST_NAMES_FEMALE: &[&str] = &[
    "Priya", "Ananya", "Kavya", "Sneha", "Pooja", "Neha", "Divya", "Aishwarya", "Meera", "Lakshmi",
    "Shreya", "Nandini", "Ritu", "Swati", "Deepika", "Anjali", "Fatima", "Ayesha", "Harpreet",
    "Simran", "Gurleen", "Tanvi", "Riya", "Sana", "Madhuri", "Revathi", "Keerthana", "Bhavana",
    "Pallavi", "Sunita", "Jyoti", "Mary", "Nazia", "Ishita", "Shalini", "Archana", "Rupali",
];

#[rustfmt::skip]
pub const FIRST_NAMES_MALE: &[&str] = &[
    "Rahul", "Amit", "Arjun", "Vikram", "Rohit", "Suresh", "Ramesh", "Karthik", "Arun", "Sandeep",
    "Manish", "Rajesh", "Sanjay", "Imran", "Faisal", "Mohammed", "Gurpreet", "Harjeet", "Abhishek",
    "Aditya", "Nikhil", "Vivek", "Prakash", "Venkatesh", "Srinivas", "Anil", "Deepak", "Joseph",
    "Pranav", "Siddharth", "Yash", "Kunal", "Tushar", "Abdul", "Irfan", "Gaurav", "Sachin",
];

#[rustfmt::skip]
pub const SURNAMES: &[&str] = &[
    "Sharma", "Verma", "Gupta", "Agarwal", "Singh", "Patel", "Shah", "Mehta", "Desai", "Joshi",
    "Kulkarni", "Deshpande", "Patil", "Jadhav", "Naik", "Reddy", "Rao", "Naidu", "Iyer", "Nair",
    "Menon", "Pillai", "Krishnan", "Subramanian", "Banerjee", "Chatterjee", "Mukherjee", "Das",
    "Bose", "Ghosh", "Sen", "Dutta", "Mishra", "Tiwari", "Pandey", "Dubey", "Yadav", "Chauhan",
    "Rathore", "Khan", "Sheikh", "Qureshi", "Ansari", "Siddiqui", "Gill", "Sandhu", "Dhillon",
    "Grewal", "Fernandes", "Pereira", "George", "Kumar", "Bhat", "Hegde", "Shetty", "Kamath",
    "Saxena", "Srivastava", "Malhotra", "Kapoor", "Khanna", "Bhatia", "Arora", "Sethi", "Bora",
    "Baruah", "Mohanty", "Panda", "Sahu", "Behera",
];

/// Local parts of employers' hiring mailboxes.
pub const MAILBOXES: &[&str] = &["hr", "careers", "jobs", "talent", "recruitment"];

pub const PERKS_BLUE: &[&str] = &[
    "PF and ESI from day one",
    "a weekly off and paid overtime",
    "free meals during shifts",
    "monthly performance incentives",
    "uniform and safety gear",
    "accommodation support for candidates from other towns",
    "a travel allowance",
    "salary credited on time on the 1st of every month",
];

pub const PERKS_WHITE: &[&str] = &[
    "health insurance for you and your family",
    "a five-day work week",
    "a yearly learning budget",
    "flexible working hours",
    "paid parental leave",
    "a performance bonus",
    "an office close to public transport",
    "employee stock options",
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn cities_are_canonical_and_cover_every_state() {
        assert!(CITIES.len() >= 60);
        let names: HashSet<_> = CITIES.iter().map(|c| c.name).collect();
        assert_eq!(names.len(), CITIES.len(), "duplicate city");
        for c in CITIES {
            assert!(
                catalog::STATES.contains(&c.state.as_str()),
                "{}: {}",
                c.name,
                c.state
            );
            assert!(c.weight > 0);
        }
        let states: HashSet<_> = CITIES.iter().map(|c| c.state).collect();
        assert_eq!(states.len(), catalog::STATES.len());
        for aliased in [
            "Bengaluru",
            "Gurugram",
            "Mumbai",
            "Chennai",
            "Kolkata",
            "Pune",
            "Thiruvananthapuram",
            "Kochi",
            "Mysuru",
            "Vadodara",
            "Visakhapatnam",
            "Prayagraj",
            "Puducherry",
            "New Delhi",
            "Delhi",
            "Noida",
            "Greater Noida",
            "Ghaziabad",
            "Faridabad",
        ] {
            assert!(names.contains(aliased), "{aliased}");
        }
    }

    #[test]
    fn categories_match_the_catalog_with_enough_roles() {
        let names: Vec<_> = CATEGORIES.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, catalog::CATEGORIES.to_vec());
        for c in CATEGORIES {
            assert!(c.roles.len() >= 5, "{}", c.name);
            assert!(c.duties.len() >= 3, "{}", c.name);
            let titles: HashSet<_> = c.roles.iter().map(|r| r.title).collect();
            assert_eq!(titles.len(), c.roles.len(), "{}", c.name);
            for r in c.roles {
                assert!(r.skills.len() >= 3, "{}", r.title);
                match r.pay {
                    Pay::Month(lo, hi) => {
                        assert!(
                            (10..=35).contains(&lo) && lo < hi && hi <= 35,
                            "{}",
                            r.title
                        )
                    }
                    Pay::Year(lo, hi) => {
                        assert!(
                            (250..=4000).contains(&lo) && lo < hi && hi <= 4000,
                            "{}",
                            r.title
                        )
                    }
                }
            }
        }
        let all: Vec<_> = CATEGORIES
            .iter()
            .flat_map(|c| c.roles)
            .map(|r| r.title)
            .collect();
        for token in ["C++", "C#", ".NET", "Node.js", "UI/UX"] {
            assert!(all.iter().any(|t| t.contains(token)), "{token}");
        }
    }

    #[test]
    fn industries_cover_every_category() {
        let mut covered = HashSet::new();
        for i in INDUSTRIES {
            assert!(!i.nouns.is_empty() && !i.blurbs.is_empty(), "{}", i.name);
            for c in i.categories {
                assert!(catalog::CATEGORIES.contains(&c.as_str()), "{}: {c}", i.name);
                covered.insert(*c);
            }
        }
        assert_eq!(covered.len(), catalog::CATEGORIES.len());
    }

    #[test]
    fn no_famous_brands() {
        const FAMOUS: &[&str] = &[
            "tata",
            "reliance",
            "infosys",
            "wipro",
            "bajaj",
            "mahindra",
            "godrej",
            "adani",
            "birla",
            "jio",
            "indus",
            "tejas",
            "udaan",
            "setu",
            "vistaar",
            "zomato",
            "swiggy",
            "flipkart",
            "kaveri",
            "sahyadri",
            "amul",
            "patanjali",
            "hcl",
            "larsen",
            "airtel",
            "paytm",
            "ola",
            "byju",
            "dabur",
            "haldiram",
            "titan",
            "kalpataru",
            "lodha",
            "prestige",
            "sobha",
            "dlf",
        ];
        for w in NAME_WORDS {
            let w = w.to_lowercase();
            assert!(!FAMOUS.iter().any(|f| w.contains(f)), "{w}");
        }
    }
}
