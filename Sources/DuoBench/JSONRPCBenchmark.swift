enum JSONRPCBenchmark {
    static func run(arguments: [String]) {
        print("jsonrpc benchmark: not written yet")
    }
}
