import { measureFloor } from './floor.js';
const floor = await measureFloor({ port: 39123, connections: 512, poolSize: 10, seconds: 5 } as never);
console.log(JSON.stringify(floor));
process.exit(0);
