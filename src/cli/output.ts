// Where a CLI subcommand writes: the process's streams, or a test's buffers.
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const processOutput: Output = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};
