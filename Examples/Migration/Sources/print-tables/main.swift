// Prints the hand-written enums' tables as one CSV whose header names the definitions format's own
// columns, for `kbn-gen import-csv` (import.sh): Sources/Weather/kbn-definitions.json is made from the
// enums themselves, so that no value is typed twice. A kind column puts both kinds in one file.

import HandWrittenWeather

print("kind,kindLogicalName,case,postfix,logicalName,attr.number:Int,attr.areaCode")
for area in Area.allCases {
    print("Area,予報地域,\(area),\(area.rawValue),\(area.name),\(area.number),")
}
for prefecture in Prefecture.allCases {
    print(
        "Prefecture,都道府県,\(prefecture),\(prefecture.rawValue),\(prefecture.name),\(prefecture.id),\(prefecture.area)"
    )
}
