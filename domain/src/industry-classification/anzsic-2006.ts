/*
 * ANZSIC 2006 (Australian and New Zealand Standard Industrial Classification, 2006): its 19 divisions,
 * 86 subdivisions and 214 groups, which the journey calls Industry, Sub Division and Sub Group. The
 * classes below the groups are not used by the journey and are left out.
 *
 * Source: Australian Bureau of Statistics, catalogue 1292.0.55.002, ANZSIC 2006 codes and titles, as
 * tidied into one table by the public repository asiripanich/anzsic. ABS material: the ABS is
 * acknowledged as the source. Generated once from that table (decision 1245).
 */

/** One division with its subdivisions, each with its groups: [code, title, children]. */
export type AnzsicDivision = readonly [
  code: string,
  title: string,
  subdivisions: readonly (readonly [
    code: string,
    title: string,
    groups: readonly (readonly [code: string, title: string])[],
  ])[],
];

export const ANZSIC_2006: readonly AnzsicDivision[] = [
  [
    'A',
    'Agriculture, Forestry and Fishing',
    [
      [
        '01',
        'Agriculture',
        [
          ['011', 'Nursery and Floriculture Production'],
          ['012', 'Mushroom and Vegetable Growing'],
          ['013', 'Fruit and Tree Nut Growing'],
          ['014', 'Sheep, Beef Cattle and Grain Farming'],
          ['015', 'Other Crop Growing'],
          ['016', 'Dairy Cattle Farming'],
          ['017', 'Poultry Farming'],
          ['018', 'Deer Farming'],
          ['019', 'Other Livestock Farming'],
        ],
      ],
      ['02', 'Aquaculture', [['020', 'Aquaculture']]],
      ['03', 'Forestry and Logging', [['030', 'Forestry and Logging']]],
      [
        '04',
        'Fishing, Hunting and Trapping',
        [
          ['041', 'Fishing'],
          ['042', 'Hunting and Trapping'],
        ],
      ],
      [
        '05',
        'Agriculture, Forestry and Fishing Support Services',
        [
          ['051', 'Forestry Support Services'],
          ['052', 'Agriculture and Fishing Support Services'],
        ],
      ],
    ],
  ],
  [
    'B',
    'Mining',
    [
      ['06', 'Coal Mining', [['060', 'Coal Mining']]],
      ['07', 'Oil and Gas Extraction', [['070', 'Oil and Gas Extraction']]],
      ['08', 'Metal Ore Mining', [['080', 'Metal Ore Mining']]],
      [
        '09',
        'Non-Metallic Mineral Mining and Quarrying',
        [
          ['091', 'Construction Material Mining'],
          ['099', 'Other Non-Metallic Mineral Mining and Quarrying'],
        ],
      ],
      [
        '10',
        'Exploration and Other Mining Support Services',
        [
          ['101', 'Exploration'],
          ['109', 'Other Mining Support Services'],
        ],
      ],
    ],
  ],
  [
    'C',
    'Manufacturing',
    [
      [
        '11',
        'Food Product Manufacturing',
        [
          ['111', 'Meat and Meat Product Manufacturing'],
          ['112', 'Seafood Processing'],
          ['113', 'Dairy Product Manufacturing'],
          ['114', 'Fruit and Vegetable Processing'],
          ['115', 'Oil and Fat Manufacturing'],
          ['116', 'Grain Mill and Cereal Product Manufacturing'],
          ['117', 'Bakery Product Manufacturing'],
          ['118', 'Sugar and Confectionery Manufacturing'],
          ['119', 'Other Food Product Manufacturing'],
        ],
      ],
      [
        '12',
        'Beverage and Tobacco Product Manufacturing',
        [
          ['121', 'Beverage Manufacturing'],
          ['122', 'Cigarette and Tobacco Product Manufacturing'],
        ],
      ],
      [
        '13',
        'Textile, Leather, Clothing and Footwear Manufacturing',
        [
          ['131', 'Textile Manufacturing'],
          ['132', 'Leather Tanning, Fur Dressing and Leather Product Manufacturing'],
          ['133', 'Textile Product Manufacturing'],
          ['134', 'Knitted Product Manufacturing'],
          ['135', 'Clothing and Footwear Manufacturing'],
        ],
      ],
      [
        '14',
        'Wood Product Manufacturing',
        [
          ['141', 'Log Sawmilling and Timber Dressing'],
          ['149', 'Other Wood Product Manufacturing'],
        ],
      ],
      [
        '15',
        'Pulp, Paper and Converted Paper Product Manufacturing',
        [
          ['151', 'Pulp, Paper and Paperboard Manufacturing'],
          ['152', 'Converted Paper Product Manufacturing'],
        ],
      ],
      [
        '16',
        'Printing (including the Reproduction of Recorded Media)',
        [
          ['161', 'Printing and Printing Support Services'],
          ['162', 'Reproduction of Recorded Media'],
        ],
      ],
      [
        '17',
        'Petroleum and Coal Product Manufacturing',
        [['170', 'Petroleum and Coal Product Manufacturing']],
      ],
      [
        '18',
        'Basic Chemical and Chemical Product Manufacturing',
        [
          ['181', 'Basic Chemical Manufacturing'],
          ['182', 'Basic Polymer Manufacturing'],
          ['183', 'Fertiliser and Pesticide Manufacturing'],
          ['184', 'Pharmaceutical and Medicinal Product Manufacturing'],
          ['185', 'Cleaning Compound and Toiletry Preparation Manufacturing'],
          ['189', 'Other Basic Chemical Product Manufacturing'],
        ],
      ],
      [
        '19',
        'Polymer Product and Rubber Product Manufacturing',
        [
          ['191', 'Polymer Product Manufacturing'],
          ['192', 'Natural Rubber Product Manufacturing'],
        ],
      ],
      [
        '20',
        'Non-Metallic Mineral Product Manufacturing',
        [
          ['201', 'Glass and Glass Product Manufacturing'],
          ['202', 'Ceramic Product Manufacturing'],
          ['203', 'Cement, Lime, Plaster and Concrete Product Manufacturing'],
          ['209', 'Other Non-Metallic Mineral Product Manufacturing'],
        ],
      ],
      [
        '21',
        'Primary Metal and Metal Product Manufacturing',
        [
          ['211', 'Basic Ferrous Metal Manufacturing'],
          ['212', 'Basic Ferrous Metal Product Manufacturing'],
          ['213', 'Basic Non-Ferrous Metal Manufacturing'],
          ['214', 'Basic Non-Ferrous Metal Product Manufacturing'],
        ],
      ],
      [
        '22',
        'Fabricated Metal Product Manufacturing',
        [
          ['221', 'Iron and Steel Forging'],
          ['222', 'Structural Metal Product Manufacturing'],
          ['223', 'Metal Container Manufacturing'],
          ['224', 'Sheet Metal Product Manufacturing (except Metal Structural and Container Products)'],
          ['229', 'Other Fabricated Metal Product Manufacturing'],
        ],
      ],
      [
        '23',
        'Transport Equipment Manufacturing',
        [
          ['231', 'Motor Vehicle and Motor Vehicle Part Manufacturing'],
          ['239', 'Other Transport Equipment Manufacturing'],
        ],
      ],
      [
        '24',
        'Machinery and Equipment Manufacturing',
        [
          ['241', 'Professional and Scientific Equipment Manufacturing'],
          ['242', 'Computer and Electronic Equipment Manufacturing'],
          ['243', 'Electrical Equipment Manufacturing'],
          ['244', 'Domestic Appliance Manufacturing'],
          ['245', 'Pump, Compressor, Heating and Ventilation Equipment Manufacturing'],
          ['246', 'Specialised Machinery and Equipment Manufacturing'],
          ['249', 'Other Machinery and Equipment Manufacturing'],
        ],
      ],
      [
        '25',
        'Furniture and Other Manufacturing',
        [
          ['251', 'Furniture Manufacturing'],
          ['259', 'Other Manufacturing'],
        ],
      ],
    ],
  ],
  [
    'D',
    'Electricity, Gas, Water and Waste Services',
    [
      [
        '26',
        'Electricity Supply',
        [
          ['261', 'Electricity Generation'],
          ['262', 'Electricity Transmission'],
          ['263', 'Electricity Distribution'],
          ['264', 'On Selling Electricity and Electricity Market Operation'],
        ],
      ],
      ['27', 'Gas Supply', [['270', 'Gas Supply']]],
      [
        '28',
        'Water Supply, Sewerage and Drainage Services',
        [['281', 'Water Supply, Sewerage and Drainage Services']],
      ],
      [
        '29',
        'Waste Collection, Treatment and Disposal Services',
        [
          ['291', 'Waste Collection Services'],
          ['292', 'Waste Treatment, Disposal and Remediation Services'],
        ],
      ],
    ],
  ],
  [
    'E',
    'Construction',
    [
      [
        '30',
        'Building Construction',
        [
          ['301', 'Residential Building Construction'],
          ['302', 'Non-Residential Building Construction'],
        ],
      ],
      [
        '31',
        'Heavy and Civil Engineering Construction',
        [['310', 'Heavy and Civil Engineering Construction']],
      ],
      [
        '32',
        'Construction Services',
        [
          ['321', 'Land Development and Site Preparation Services'],
          ['322', 'Building Structure Services'],
          ['323', 'Building Installation Services'],
          ['324', 'Building Completion Services'],
          ['329', 'Other Construction Services'],
        ],
      ],
    ],
  ],
  [
    'F',
    'Wholesale Trade',
    [
      [
        '33',
        'Basic Material Wholesaling',
        [
          ['331', 'Agricultural Product Wholesaling'],
          ['332', 'Mineral, Metal and Chemical Wholesaling'],
          ['333', 'Timber and Hardware Goods Wholesaling'],
        ],
      ],
      [
        '34',
        'Machinery and Equipment Wholesaling',
        [
          ['341', 'Specialised Industrial Machinery and Equipment Wholesaling'],
          ['349', 'Other Machinery and Equipment Wholesaling'],
        ],
      ],
      [
        '35',
        'Motor Vehicle and Motor Vehicle Parts Wholesaling',
        [['350', 'Motor Vehicle and Motor Vehicle Parts Wholesaling']],
      ],
      [
        '36',
        'Grocery, Liquor and Tobacco Product Wholesaling',
        [['360', 'Grocery, Liquor and Tobacco Product Wholesaling']],
      ],
      [
        '37',
        'Other Goods Wholesaling',
        [
          ['371', 'Textile, Clothing and Footwear Wholesaling'],
          ['372', 'Pharmaceutical and Toiletry Goods Wholesaling'],
          ['373', 'Furniture, Floor Covering and Other Goods Wholesaling'],
        ],
      ],
      ['38', 'Commission-Based Wholesaling', [['380', 'Commission-Based Wholesaling']]],
    ],
  ],
  [
    'G',
    'Retail Trade',
    [
      [
        '39',
        'Motor Vehicle and Motor Vehicle Parts Retailing',
        [
          ['391', 'Motor Vehicle Retailing'],
          ['392', 'Motor Vehicle Parts and Tyre Retailing'],
        ],
      ],
      ['40', 'Fuel Retailing', [['400', 'Fuel Retailing']]],
      [
        '41',
        'Food Retailing',
        [
          ['411', 'Supermarket and Grocery Stores'],
          ['412', 'Specialised Food Retailing'],
        ],
      ],
      [
        '42',
        'Other Store-Based Retailing',
        [
          ['421', 'Furniture, Floor Coverings, Houseware and Textile Goods Retailing'],
          ['422', 'Electrical and Electronic Goods Retailing'],
          ['423', 'Hardware, Building and Garden Supplies Retailing'],
          ['424', 'Recreational Goods Retailing'],
          ['425', 'Clothing, Footwear and Personal Accessory Retailing'],
          ['426', 'Department Stores'],
          ['427', 'Pharmaceutical and Other Store-Based Retailing'],
        ],
      ],
      [
        '43',
        'Non-Store Retailing and Retail Commission-Based Buying and/or Selling',
        [
          ['431', 'Non-Store Retailing'],
          ['432', 'Retail Commission-Based Buying and/or Selling'],
        ],
      ],
    ],
  ],
  [
    'H',
    'Accommodation and Food Services',
    [
      ['44', 'Accommodation', [['440', 'Accommodation']]],
      [
        '45',
        'Food and Beverage Services',
        [
          ['451', 'Cafes, Restaurants and Takeaway Food Services'],
          ['452', 'Pubs, Taverns and Bars'],
          ['453', 'Clubs (Hospitality)'],
        ],
      ],
    ],
  ],
  [
    'I',
    'Transport, Postal and Warehousing',
    [
      [
        '46',
        'Road Transport',
        [
          ['461', 'Road Freight Transport'],
          ['462', 'Road Passenger Transport'],
        ],
      ],
      [
        '47',
        'Rail Transport',
        [
          ['471', 'Rail Freight Transport'],
          ['472', 'Rail Passenger Transport'],
        ],
      ],
      [
        '48',
        'Water Transport',
        [
          ['481', 'Water Freight Transport'],
          ['482', 'Water Passenger Transport'],
        ],
      ],
      ['49', 'Air and Space Transport', [['490', 'Air and Space Transport']]],
      [
        '50',
        'Other Transport',
        [
          ['501', 'Scenic and Sightseeing Transport'],
          ['502', 'Pipeline and Other Transport'],
        ],
      ],
      [
        '51',
        'Postal and Courier Pick-up and Delivery Services',
        [['510', 'Postal and Courier Pick-up and Delivery Services']],
      ],
      [
        '52',
        'Transport Support Services',
        [
          ['521', 'Water Transport Support Services'],
          ['522', 'Airport Operations and Other Air Transport Support Services'],
          ['529', 'Other Transport Support Services'],
        ],
      ],
      ['53', 'Warehousing and Storage Services', [['530', 'Warehousing and Storage Services']]],
    ],
  ],
  [
    'J',
    'Information Media and Telecommunications',
    [
      [
        '54',
        'Publishing (except Internet and Music Publishing)',
        [
          ['541', 'Newspaper, Periodical, Book and Directory Publishing'],
          ['542', 'Software Publishing'],
        ],
      ],
      [
        '55',
        'Motion Picture and Sound Recording Activities',
        [
          ['551', 'Motion Picture and Video Activities'],
          ['552', 'Sound Recording and Music Publishing'],
        ],
      ],
      [
        '56',
        'Broadcasting (except Internet)',
        [
          ['561', 'Radio Broadcasting'],
          ['562', 'Television Broadcasting'],
        ],
      ],
      ['57', 'Internet Publishing and Broadcasting', [['570', 'Internet Publishing and Broadcasting']]],
      ['58', 'Telecommunications Services', [['580', 'Telecommunications Services']]],
      [
        '59',
        'Internet Service Providers, Web Search Portals and Data Processing Services',
        [
          ['591', 'Internet Service Providers and Web Search Portals'],
          ['592', 'Data Processing, Web Hosting and Electronic Information Storage Services'],
        ],
      ],
      [
        '60',
        'Library and Other Information Services',
        [
          ['601', 'Libraries and Archives'],
          ['602', 'Other Information Services'],
        ],
      ],
    ],
  ],
  [
    'K',
    'Financial and Insurance Services',
    [
      [
        '62',
        'Finance',
        [
          ['621', 'Central Banking'],
          ['622', 'Depository Financial Intermediation'],
          ['623', 'Non-Depository Financing'],
          ['624', 'Financial Asset Investing'],
        ],
      ],
      [
        '63',
        'Insurance and Superannuation Funds',
        [
          ['631', 'Life Insurance'],
          ['632', 'Health and General Insurance'],
          ['633', 'Superannuation Funds'],
        ],
      ],
      [
        '64',
        'Auxiliary Finance and Insurance Services',
        [
          ['641', 'Auxiliary Finance and Investment Services'],
          ['642', 'Auxiliary Insurance Services'],
        ],
      ],
    ],
  ],
  [
    'L',
    'Rental, Hiring and Real Estate Services',
    [
      [
        '66',
        'Rental and Hiring Services (except Real Estate)',
        [
          ['661', 'Motor Vehicle and Transport Equipment Rental and Hiring'],
          ['662', 'Farm Animal and Bloodstock Leasing'],
          ['663', 'Other Goods and Equipment Rental and Hiring'],
          ['664', 'Non-Financial Intangible Assets (Except Copyrights) Leasing'],
        ],
      ],
      [
        '67',
        'Property Operators and Real Estate Services',
        [
          ['671', 'Property Operators'],
          ['672', 'Real Estate Services'],
        ],
      ],
    ],
  ],
  [
    'M',
    'Professional, Scientific and Technical Services',
    [
      [
        '69',
        'Professional, Scientific and Technical Services (Except Computer System Design and Related Services)',
        [
          ['691', 'Scientific Research Services'],
          ['692', 'Architectural, Engineering and Technical Services'],
          ['693', 'Legal and Accounting Services'],
          ['694', 'Advertising Services'],
          ['695', 'Market Research and Statistical Services'],
          ['696', 'Management and Related Consulting Services'],
          ['697', 'Veterinary Services'],
          ['699', 'Other Professional, Scientific and Technical Services'],
        ],
      ],
      [
        '70',
        'Computer System Design and Related Services',
        [['700', 'Computer System Design and Related Services']],
      ],
    ],
  ],
  [
    'N',
    'Administrative and Support Services',
    [
      [
        '72',
        'Administrative Services',
        [
          ['721', 'Employment Services'],
          ['722', 'Travel Agency and Tour Arrangement Services'],
          ['729', 'Other Administrative Services'],
        ],
      ],
      [
        '73',
        'Building Cleaning, Pest Control and Other Support Services',
        [
          ['731', 'Building Cleaning, Pest Control and Gardening Services'],
          ['732', 'Packaging Services'],
        ],
      ],
    ],
  ],
  [
    'O',
    'Public Administration and Safety',
    [
      [
        '75',
        'Public Administration',
        [
          ['751', 'Central Government Administration'],
          ['752', 'State Government Administration'],
          ['753', 'Local Government Administration'],
          ['754', 'Justice'],
          ['755', 'Government Representation'],
        ],
      ],
      ['76', 'Defence', [['760', 'Defence']]],
      [
        '77',
        'Public Order, Safety and Regulatory Services',
        [
          ['771', 'Public Order and Safety Services'],
          ['772', 'Regulatory Services'],
        ],
      ],
    ],
  ],
  [
    'P',
    'Education and Training',
    [
      [
        '80',
        'Preschool and School Education',
        [
          ['801', 'Preschool Education'],
          ['802', 'School Education'],
        ],
      ],
      ['81', 'Tertiary Education', [['810', 'Tertiary Education']]],
      [
        '82',
        'Adult, Community and Other Education',
        [
          ['821', 'Adult, Community and Other Education'],
          ['822', 'Educational Support Services'],
        ],
      ],
    ],
  ],
  [
    'Q',
    'Health Care and Social Assistance',
    [
      ['84', 'Hospitals', [['840', 'Hospitals']]],
      [
        '85',
        'Medical and Other Health Care Services',
        [
          ['851', 'Medical Services'],
          ['852', 'Pathology and Diagnostic Imaging Services'],
          ['853', 'Allied Health Services'],
          ['859', 'Other Health Care Services'],
        ],
      ],
      ['86', 'Residential Care Services', [['860', 'Residential Care Services']]],
      [
        '87',
        'Social Assistance Services',
        [
          ['871', 'Child Care Services'],
          ['879', 'Other Social Assistance Services'],
        ],
      ],
    ],
  ],
  [
    'R',
    'Arts and Recreation Services',
    [
      [
        '89',
        'Heritage Activities',
        [
          ['891', 'Museum Operation'],
          ['892', 'Parks and Gardens Operations'],
        ],
      ],
      ['90', 'Creative and Performing Arts Activities', [['900', 'Creative and Performing Arts Activities']]],
      [
        '91',
        'Sports and Recreation Activities',
        [
          ['911', 'Sports and Physical Recreation Activities'],
          ['912', 'Horse and Dog Racing Activities'],
          ['913', 'Amusement and Other Recreation Activities'],
        ],
      ],
      ['92', 'Gambling Activities', [['920', 'Gambling Activities']]],
    ],
  ],
  [
    'S',
    'Other Services',
    [
      [
        '94',
        'Repair and Maintenance',
        [
          ['941', 'Automotive Repair and Maintenance'],
          ['942', 'Machinery and Equipment Repair and Maintenance'],
          ['949', 'Other Repair and Maintenance'],
        ],
      ],
      [
        '95',
        'Personal and Other Services',
        [
          ['951', 'Personal Care Services'],
          ['952', 'Funeral, Crematorium and Cemetery Services'],
          ['953', 'Other Personal Services'],
          ['954', 'Religious Services'],
          ['955', 'Civic, Professional and Other Interest Group Services'],
        ],
      ],
      [
        '96',
        'Private Households Employing Staff and Undifferentiated Goods- and Service-Producing Activities of Households for Own Use',
        [
          [
            '960',
            'Private Households Employing Staff and Undifferentiated Goods- and Service-Producing Activities of Households for Own Use',
          ],
        ],
      ],
    ],
  ],
];
