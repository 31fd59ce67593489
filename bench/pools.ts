// Word pools the generator draws from, so the benchmark data reads like an agency's real records:
// Indian and international names, well-known employers, role families with the skills they ask for,
// and the cities most positions are in. Every list is small; the variety comes from combining them.

/** A comma-separated list (line breaks allowed) as an array, so long word lists stay compact. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const FIRST_NAMES = list(`
  Aarav, Aditi, Aditya, Akash, Amit, Ananya, Anil, Anjali, Ankit, Arjun, Aryan, Deepak, Deepika,
  Divya, Farhan, Gaurav, Harish, Ishaan, Kavya, Karthik, Kiran, Lakshmi, Manish, Meera, Mohit, Neha,
  Nikhil, Nisha, Pooja, Pradeep, Priya, Rahul, Rajesh, Ravi, Riya, Rohan, Sahil, Sandeep, Sanjay,
  Shreya, Siddharth, Sneha, Sunita, Suresh, Swati, Tanvi, Varun, Vikram, Vivek, Zara, Abdul, Ayesha,
  Fatima, Imran, Joseph, Mary, Thomas, Anita, Gurpreet, Harpreet, David, Emily, James, Jessica,
  Michael, Olivia, Sarah, Daniel, Sophia, William
`);

export const LAST_NAMES = list(`
  Agarwal, Bansal, Bhat, Chatterjee, Chopra, Das, Desai, Dubey, Gupta, Iyer, Jain, Joshi, Kapoor,
  Khan, Kulkarni, Kumar, Malhotra, Mehta, Menon, Mishra, Mukherjee, Nair, Pandey, Patel, Pillai, Rao,
  Reddy, Saxena, Shah, Sharma, Sheikh, Singh, Sinha, Srinivasan, Subramanian, Thakur, Tiwari, Varma,
  Verma, Yadav, Ahmed, Fernandes, George, Kaur, Mathew, D'Souza, Gill, Naidu, Hegde, Shetty, Brown,
  Clark, Davis, Johnson, Miller, Smith, Taylor, Walker, Wilson, Wright
`);

export const EMPLOYERS = list(`
  Infosys, TCS, Wipro, HCLTech, Tech Mahindra, Accenture, Cognizant, Capgemini, IBM, Deloitte,
  Oracle, Dell, Flipkart, Swiggy, Zomato, Paytm, Razorpay, Freshworks, Zoho, PhonePe, Myntra, Ola,
  LTIMindtree, Mphasis, Hexaware, Persistent Systems, Meesho, Amazon, Microsoft, Google, SAP Labs,
  Siemens, Bosch, Ericsson, Nokia, Genpact, EY, KPMG, PwC, Larsen & Toubro, Reliance Jio, HDFC Bank,
  ICICI Bank, Airtel, Cisco, Intel, Adobe, Salesforce, ThoughtWorks, Sapient
`);

/** A role family: the titles a position of it may carry and the skills it asks for. */
export interface RoleFamily {
  titles: string[];
  skills: string[];
}

export const ROLE_FAMILIES: RoleFamily[] = [
  {
    titles: list('Backend Engineer, Java Developer, Software Engineer, API Developer'),
    skills: list(
      'Java, Spring Boot, Microservices, PostgreSQL, REST APIs, Kafka, Hibernate, SQL, Git, Redis',
    ),
  },
  {
    titles: list('Frontend Developer, React Developer, UI Engineer, Angular Developer'),
    skills: list('JavaScript, TypeScript, React, Angular, HTML, CSS, Redux, Next.js, Git, Jest'),
  },
  {
    titles: list('Full Stack Developer, MERN Stack Developer, Node.js Developer'),
    skills: list('Node.js, React, JavaScript, TypeScript, MongoDB, Express, PostgreSQL, Git, Docker'),
  },
  {
    titles: list('Data Engineer, ETL Developer, Big Data Engineer'),
    skills: list('Python, SQL, Apache Spark, Airflow, Hadoop, Snowflake, Kafka, AWS, Databricks'),
  },
  {
    titles: list('Data Scientist, Machine Learning Engineer, Data Analyst'),
    skills: list('Python, Machine Learning, TensorFlow, PyTorch, Pandas, SQL, Statistics, NLP, Power BI'),
  },
  {
    titles: list('DevOps Engineer, Site Reliability Engineer, Cloud Engineer'),
    skills: list('AWS, Azure, Docker, Kubernetes, Terraform, Jenkins, Linux, Ansible, GCP, Prometheus'),
  },
  {
    titles: list('QA Engineer, Automation Test Engineer, SDET'),
    skills: list('Selenium, Java, TestNG, Cypress, API Testing, Postman, JIRA, Manual Testing, Appium'),
  },
  {
    titles: list('Android Developer, iOS Developer, Mobile App Developer, Flutter Developer'),
    skills: list('Kotlin, Android, Swift, iOS, Flutter, Dart, React Native, Firebase, Git'),
  },
  {
    titles: list('.NET Developer, C# Developer'),
    skills: list('C#, .NET Core, ASP.NET, SQL Server, Azure, Entity Framework, Angular, REST APIs'),
  },
  {
    titles: list('Python Developer, Django Developer'),
    skills: list('Python, Django, Flask, FastAPI, PostgreSQL, REST APIs, Celery, Docker, AWS'),
  },
  {
    titles: list('SAP ABAP Developer, SAP FICO Consultant, SAP MM Consultant'),
    skills: list('SAP ABAP, SAP FICO, SAP MM, SAP HANA, SAP SD, S/4HANA'),
  },
  {
    titles: list('Business Analyst, Product Manager, Project Manager, Scrum Master'),
    skills: list('Agile, Scrum, JIRA, Requirement Gathering, Stakeholder Management, SQL, Power BI, Excel'),
  },
  {
    titles: list('System Administrator, Network Engineer, IT Support Engineer'),
    skills: list('Linux, Windows Server, Networking, Active Directory, VMware, Shell Scripting, ITIL'),
  },
  {
    titles: list('HR Executive, Talent Acquisition Specialist, Sales Executive, Accountant'),
    skills: list('Recruitment, Communication, Excel, Tally, Negotiation, Payroll, MS Office'),
  },
];

/** Prefixes of titles; repeated entries make the plain title and 'Senior' the most common. */
export const SENIORITY = ['', '', '', 'Senior ', 'Senior ', 'Junior ', 'Lead ', 'Associate ', 'Principal '];

/** Client company names are <first> <second> <kind>; 40 × 25 × 8 = 8,000 distinct names. */
export const COMPANY_WORDS = {
  first: list(`
    Apex, Blue, Bright, Cedar, Coral, Crest, Delta, Eagle, Evergreen, Falcon, Global, Golden,
    Granite, Harbor, Horizon, Indus, Kaveri, Lotus, Maple, Meridian, Nova, Orbit, Pinnacle, Prime,
    Quantum, Redwood, Sapphire, Silver, Summit, Sun, Tata, Trident, Unity, Vertex, Vista, Zenith,
    Nimbus, Saffron, Ganga, Himalaya
`),
  second: list(`
    Data, Cloud, Soft, Logic, Matrix, Wave, Bridge, Stack, Sys, Tech, Info, Net, Byte, Core, Edge,
    Grid, Link, Mind, Pixel, Spark, Path, Scale, Sense, Works, Labs
`),
  kind: list(`
    Technologies Pvt Ltd, Solutions Pvt Ltd, Systems Ltd, Consulting LLP, Software Pvt Ltd,
    Analytics Pvt Ltd, Digital Services Ltd, Infotech Pvt Ltd
`),
};

export const INDUSTRIES = list(`
  Information Technology, Banking and Financial Services, Healthcare, E-commerce, Manufacturing,
  Telecommunications, Education, Logistics, Retail, Consulting, Insurance, Media
`);

/** Country ISO code, state ISO code, city; repeated entries weight the big hiring hubs. */
export const PLACES: [string, string, string][] = `
  IN / KA / Bengaluru
  IN / KA / Bengaluru
  IN / KA / Bengaluru
  IN / KA / Bengaluru
  IN / TG / Hyderabad
  IN / TG / Hyderabad
  IN / TG / Hyderabad
  IN / MH / Pune
  IN / MH / Pune
  IN / MH / Mumbai
  IN / MH / Mumbai
  IN / TN / Chennai
  IN / TN / Chennai
  IN / HR / Gurgaon
  IN / UP / Noida
  IN / DL / New Delhi
  IN / WB / Kolkata
  IN / GJ / Ahmedabad
  IN / TN / Coimbatore
  IN / RJ / Jaipur
  IN / MP / Indore
  IN / CH / Chandigarh
  IN / KL / Thiruvananthapuram
  IN / MH / Nagpur
  IN / GJ / Vadodara
  IN / AP / Visakhapatnam
  IN / KA / Mysuru
  US / CA / San Francisco
  US / NY / New York City
  US / TX / Austin
  US / WA / Seattle
  GB / ENG / London
  GB / ENG / Manchester
  AE / DU / Dubai
  SG / 01 / Singapore
`
  .trim()
  .split('\n')
  .map((line) => line.split('/').map((part) => part.trim()) as [string, string, string]);

export const NOTICE_PERIODS = list(`
  Immediate, 15 days, 30 days, 30 days, 60 days, 60 days, 90 days, 2 months, 3 months
`);

/** The interview path, in order; an applicant's rows climb it one or two stages at a time. */
export const INTERVIEW_PATH = list(`
  Screening, Shortlisted, L1 Scheduled, L1 Cleared, L2 Scheduled, L2 Cleared, HR Round, Offered,
  Joined
`);

export const INTERVIEW_COMMENTS: Record<string, string> = {
  Screening: 'Profile screened; skills match the requirement.',
  Shortlisted: 'Shortlisted by the client after the profile review.',
  'L1 Scheduled': 'First technical round scheduled with the hiring team.',
  'L1 Cleared': 'Cleared the first technical round; good fundamentals.',
  'L2 Scheduled': 'Second round scheduled with the engineering manager.',
  'L2 Cleared': 'Cleared the second round; client keen to proceed.',
  'HR Round': 'HR discussion on compensation and joining date.',
  Offered: 'Offer released; awaiting acceptance.',
  Joined: 'Joined on the agreed date.',
  Rejected: 'Not taken forward by the client after the interview.',
  'On Hold': 'Client has put the requirement on hold.',
};
