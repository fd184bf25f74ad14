#!/usr/bin/env python3
# The definitions of the build matrix's layout boundaries (Scripts/build-matrix.sh), written into
# the folder given as the only argument: kinds of 1, 2, 255, 256, 257, 65,536 and 65,537 values, so
# one-, two- and four-byte enum tags, with and without room for Optional's nil, and a kind of one
# value at the module's top level. Made at run time, so that no megabytes of JSON are committed.
# Codes vary on purpose: prefixes of 1 to 6 bytes, some a start of another; postfixes of 1 to 300
# bytes; codes that are not ASCII or hold characters that have canonically equal look-alikes (K, Ω,
# Å, ;, `); former and alternate codes; and a string that is not a code though the table holds it,
# a long code followed by the separator and the next field: prefix X, a postfix of 255 As and the
# logical name n177.
import json
import os
import sys


def value(index, postfix, name=None, **extra):
    entry = {"case": f"v{index}", "postfix": postfix, "logicalName": name or f"n{index}"}
    entry.update(extra)
    return entry


def small(name, prefix, lead, count):
    """Postfixes of 2 to 24 bytes, some not ASCII, one of 300 bytes; a few former and alternate codes."""
    marks = {3: "区", 13: ";", 23: "`", 33: "\u03a9", 43: "K", 47: "\u00c5"}
    values = []
    for index in range(count):
        postfix = lead + str(index).zfill(1 + index % 23) + marks.get(index % 50, "")
        if index == count - 1:
            postfix += "Z" * 300
        extra = {}
        if index == 0:
            extra["formerCodes"] = [f"旧{prefix}"]
        elif index % 61 == 7:
            extra["formerCodes"] = [f"F{prefix}-{index}"]
        if index % 89 == 11:
            extra["alternateCodes"] = [f"A{prefix}-{index}", f"A{prefix}+{index}"]
        values.append(value(index, postfix, **extra))
    return {"name": name, "prefix": prefix, "logicalName": f"{count} values", "values": values}


def large(name, prefix, lead, count):
    """Hexadecimal postfixes of 3 to 17 bytes, every 4,096th of 41, one not ASCII, one with a K."""
    values = []
    for index in range(count):
        postfix = lead + format(index, "x").zfill(3 + index % 14)
        if index % 4096 == 100:
            postfix = lead + format(index, "x").zfill(40)
        if index == 12345:
            postfix = "区" + postfix
        if index == 777:
            postfix += "K"
        extra = {}
        if index % 8192 == 5:
            extra["formerCodes"] = [f"F{prefix}-{index}"]
        if index % 8192 == 6:
            extra["alternateCodes"] = [f"A{prefix}-{index}"]
        values.append(value(index, postfix, **extra))
    return {"name": name, "prefix": prefix, "logicalName": f"{count} values", "values": values}


def write(folder, name, definitions):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        json.dump(definitions, file, ensure_ascii=False, separators=(",", ":"))
        file.write("\n")


folder = sys.argv[1]
write(folder, "layout.kbn.json", {"namespace": "Layout", "access": "public", "kinds": [
    {"name": "One", "prefix": "X", "logicalName": "one value", "values": [value(0, "A" * 255, "n177")]},
    {"name": "Two", "prefix": "Y", "logicalName": "two values", "values": [
        value(0, "\u00e9", "é"), value(1, "\u212aelvin", "kelvin", alternateCodes=["Y-k"])]},
    small("Byte255", "2", "a", 255),
    small("Byte256", "25", "b", 256),
    small("Byte257", "257", "c", 257),
]})
write(folder, "wide.kbn.json", {"namespace": "Wide", "access": "public", "kinds": [
    large("Wide65536", "W6", "", 65536),
    large("Wide65537", "W65537", "g", 65537),
]})
write(folder, "top.kbn.json", {"namespace": "LayoutTop", "kindsAtTopLevel": True, "access": "public", "kinds": [
    {"name": "TopOne", "prefix": "T", "logicalName": "one value at the top level",
     "values": [value(0, "1", "top", alternateCodes=["T-1"])]},
]})
