"""symtest's test cases as Prolog facts, for clp_prolog_checks.pl (clp_prolog_test.sh).

    clp_prolog_facts.py GEN_JSON > facts.pl

sym_count(Method, Count) per method and sym(Method, N, Inputs, Outcome) per test case, with
booleans as 0/1 (as the program computes them) and exceptions as throws('java.lang.X').
"""
import json
import sys


def atom(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def number(value):
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    raise ValueError(f"not an integer: {value!r}")


def outcome(result):
    if result.get("kind") == "exception":
        return f"throws({atom(result['class'])})"
    if result.get("kind") == "return":
        if result.get("type") == "void":
            return "return"
        return f"return({number(result.get('value'))})"
    raise ValueError(f"an outcome the program has no form for: {result}")


def main(path):
    doc = json.load(open(path))
    print(":- discontiguous sym/4, sym_count/2.")
    for m in doc["methods"]:
        method = atom(f"{m['class']}.{m['method']}{m['descriptor']}")
        tests = m.get("testCases", [])
        print(f"sym_count({method}, {len(tests)}).")
        for t in tests:
            inputs = ", ".join(number(i.get("value")) for i in t.get("inputs", []))
            print(f"sym({method}, {t['number']}, [{inputs}], {outcome(t.get('result', {}))}).")


if __name__ == "__main__":
    main(sys.argv[1])
