// The app's requests to the forecast API, which names a prefecture by the enum's raw value and
// the weather office by the prefecture's number. Compiled unchanged by both targets (AreaList.swift
// says how).

/// The path of a prefecture's forecast: `/forecast/tokyo`.
public func forecastPath(for prefecture: Prefecture) -> String {
    "/forecast/\(prefecture.rawValue)"
}

/// The weather office's code for a prefecture: its number and four zeros, `130000` for Tokyo.
public func officeCode(of prefecture: Prefecture) -> String {
    let number = prefecture.id
    return (number < 10 ? "0" : "") + "\(number)0000"
}

/// The prefecture that the API names `name`, as in the path of ``forecastPath(for:)``.
public func prefecture(inPath name: String) -> Prefecture? {
    Prefecture(rawValue: name)
}

/// The line the app logs when a person picks a prefecture.
public func pickedLogLine(_ prefecture: Prefecture) -> String {
    "picked \(prefecture)"
}
