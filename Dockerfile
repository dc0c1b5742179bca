# The build needs a database (pages are prerendered from content); `npm start` migrates, seeds and serves.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install
COPY . .
EXPOSE 3000
CMD ["sh", "-c", "npm run build && npm start"]
