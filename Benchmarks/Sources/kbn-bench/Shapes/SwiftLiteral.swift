// Text written into generated Swift sources and manifests.

/// A Swift string literal with the value of `text`.
func swiftLiteral(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": body += "\\\\"
        case "\"": body += "\\\""
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            body += "\\u{\(String(scalar.value, radix: 16))}"
        default: body.unicodeScalars.append(scalar)
        }
    }
    return "\"\(body)\""
}
